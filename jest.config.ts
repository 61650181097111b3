import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/out/', '/e2e/', '/.build-tests/'],
};

/**
 * Three projects: `dom` (components, jsdom), `node` (data path against the embedded Postgres) and
 * `build` (runs the real `next build` against backends that fail on purpose; minutes, not seconds).
 */
export default async function jestConfig(): Promise<Config> {
  const [dom, node, build] = await Promise.all([
    createJestConfig({ ...shared, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['<rootDir>/**/*.test.tsx', '<rootDir>/lib/lazy-import.test.ts'] })(),
    createJestConfig({ ...shared, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/{lib,supabase,scripts}/**/*.test.ts'], testPathIgnorePatterns: [...(shared.testPathIgnorePatterns ?? []), '/lib/lazy-import.test.ts'] })(),
    createJestConfig({ ...shared, displayName: 'build', testEnvironment: 'node', testMatch: ['<rootDir>/tests/build/**/*.test.ts'] })(),
  ]);
  return { projects: [dom, node, build] as Config['projects'] };
}
