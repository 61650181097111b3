import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const layers = [
  { target: './lib', from: ['./components', './app'], message: 'lib/ is imported by components/ and app/, never the other way.' },
  { target: './components', from: './app', message: 'components/ is imported by app/, never the other way.' },
];

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    // Imports run one way: app → components → lib, and the site imports no tooling; tests may import
    // anything. embedded-backend/ (build-time tooling) is open to lib.
    files: ['app/**', 'components/**', 'lib/**', 'next.config.ts'],
    ignores: ['**/*.test.*'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            {
              target: ['./app', './components', './lib', './next.config.ts'],
              from: ['./scripts', './bench', './tests', './e2e', './live'],
              message: 'The site imports no tooling: scripts/, bench/, tests/, e2e/ and live/ import the site, never the other way.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: ['out/**', '.next/**', '.scratch/**', '.build-tests/**', '.lighthouse/**', '.bench/**', '.builds/**', '.e2e/**', '.live/**', '.node24/**', '.wrangler/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'],
  },
];

export default config;
