import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // Imports run one way: app → components → lib. embedded-backend/ (build-time tooling) is open to lib.
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./components', './app'], message: 'lib/ is imported by components/ and app/, never the other way.' },
            { target: './components', from: './app', message: 'components/ is imported by app/, never the other way.' },
          ],
        },
      ],
    },
  },
  {
    ignores: ['out/**', '.next/**', '.build-tests/**', '.lighthouse/**', '.e2e/**', '.live/**', '.node24/**', '.wrangler/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'],
  },
];

export default config;
