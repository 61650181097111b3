import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/root';

/**
 * The live checks (playwright.live.config.ts, live/*.live.ts) and `npm test`'s end-to-end tests
 * (playwright.config.ts, e2e/) are apart: each config lists only its own files, so a run of one
 * never runs the other's by accident. Listed as Playwright lists them, without running anything.
 */
jest.setTimeout(60_000);

const CLI = require.resolve('@playwright/test/cli');

function list(args: string[], env: Record<string, string> = {}) {
  // Playwright refuses to run where it sees a Jest worker.
  const inherited = { ...process.env };
  delete inherited.JEST_WORKER_ID;
  const result = spawnSync(process.execPath, [CLI, 'test', '--list', '--reporter', 'list', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...inherited, ...env } });
  // "  [project] › file.ts:line:column › title"
  const tests = [...result.stdout.matchAll(/^\s*\[([^\]]+)\] › (\S+?):\d+:\d+ › /gm)].map(([, project, file]) => ({ project: project!, file: file! }));
  return { status: result.status, output: result.stdout + result.stderr, tests };
}

it("npm test's end-to-end projects list no live check", () => {
  const { status, tests, output } = list([]);
  expect({ status, output }).toMatchObject({ status: 0 });
  expect(tests.length).toBeGreaterThan(0);
  expect(tests.filter((test) => !test.file.endsWith('.spec.ts'))).toEqual([]);
  expect(new Set(tests.map((test) => test.project))).toEqual(new Set(['desktop', 'mobile', 'plain', 'live-refresh', 'subpath']));
});

it("the live config lists only the live checks: the build id, the site files, every language's page, and a visit and its checks per viewport", () => {
  const { status, tests, output } = list(['--config', 'playwright.live.config.ts'], { LIVE_URL: 'http://127.0.0.1:9/' });
  expect({ status, output }).toMatchObject({ status: 0 });
  expect(tests.every((test) => test.file.endsWith('.live.ts'))).toBe(true);
  const projects = [...new Set(tests.map((test) => `${test.project}: ${test.file}`))];
  expect(projects).toEqual([
    'build id: build-id.live.ts',
    'site: site.live.ts',
    'languages: languages.live.ts',
    'visit 1280×800: visit.live.ts',
    '1280×800: checks.live.ts',
    'visit 375×812: visit.live.ts',
    '375×812: checks.live.ts',
  ]);
});

it('the live config says what is missing when no URL is given', () => {
  const { status, output } = list(['--config', 'playwright.live.config.ts'], { LIVE_URL: '' });
  expect(status).not.toBe(0);
  expect(output).toContain('LIVE_URL is not set: run `npm run test:live -- <url>`.');
});
