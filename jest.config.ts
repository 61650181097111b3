import { availableParallelism } from 'node:os';
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: {
    // Tests own their content: the site's code they render reads the tests' profile, not the one an
    // owner's edit or import made (lib/profile.test.ts checks that one, as '../lib/profile').
    '^(?:@/lib/|\\.\\./|\\./)profile$': '<rootDir>/tests/fixtures/profile.ts',
    '^@/(.*)$': '<rootDir>/$1',
    // Next's compiler provides it in a build; a component test reads the page's language from here.
    '^next/root-params$': '<rootDir>/tests/helpers/root-params.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The dot folders from the root only: a build test runs the suite in a copy under .build-tests/.
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/out/', '/e2e/', '<rootDir>/.e2e/', '<rootDir>/.build-tests/', '<rootDir>/.lighthouse/', '<rootDir>/.bench/', '<rootDir>/.builds/', '<rootDir>/.long-tasks/'],
};

/**
 * Four projects: `dom` (components, jsdom), `node` (the data path against the embedded Postgres),
 * `esm` (code that imports ES-module-only packages, such as @react-pdf, run as ES modules) and
 * `build` (the real `next build` against backends that fail on purpose; minutes, not seconds).
 * `lazy-chunks.test.ts` is the one .ts file that needs a window.
 */
const dom: Config = {
  ...shared,
  displayName: 'dom',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.test.tsx', '<rootDir>/lib/lazy-chunks.test.ts'],
};

const node: Config = {
  ...shared,
  displayName: 'node',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{app,lib,embedded-backend,supabase,scripts,bench,components,live}/**/*.test.ts'],
  testPathIgnorePatterns: [...(shared.testPathIgnorePatterns ?? []), '/lib/lazy-chunks.test.ts', '\\.esm\\.test\\.ts$'],
  // A cold Postgres start is seconds; the global setup warms its snapshot once for every file.
  globalSetup: '<rootDir>/tests/helpers/warm-embedded-backend.ts',
  // 30 s per test and hook: jest-circus reads testTimeout only from the top-level config, never a
  // project's, so a project sets it in a setup file (a busy machine starts PGlite slowly).
  setupFilesAfterEnv: [...(shared.setupFilesAfterEnv ?? []), '<rootDir>/tests/helpers/node-test-timeout.ts'],
};

const esm: Config = {
  ...shared,
  displayName: 'esm',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{app,lib,components,bench,scripts}/**/*.esm.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // No setup files: an ES module test has no global `jest`, so each test states its own timeout.
  setupFilesAfterEnv: [],
};

const build: Config = {
  ...shared,
  displayName: 'build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
};

export default async function jestConfig(): Promise<Config> {
  const projects = await Promise.all([dom, node, esm, build].map((project) => createJestConfig(project)()));
  // Jest's default, a worker for each core but one, is one worker on two cores. Two files at a time
  // there: a build test builds in a copy of its own and keeps about one core busy.
  return { maxWorkers: Math.max(2, availableParallelism() - 1), projects: projects as Config['projects'] };
}
