import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypeScript,
  {
    ignores: ['out/**', '.next/**', '.build-tests/**', '.lighthouse/**', '.e2e/**', '.live/**', '.node24/**', '.wrangler/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**'],
  },
];

export default config;
