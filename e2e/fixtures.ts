import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { BACKEND_URL, PLAIN_SITE_URL, SITE_URL, SUBPATH_SITE_URL } from './servers';

/**
 * The servers playwright.config.ts starts for the run. Playwright waits for them only at the start: one
 * that dies later would fail every test after, each in its own words, so each test first checks that
 * all still answer and, if one does not, fails naming it.
 */
const SERVERS = [
  { name: 'The e2e server for .e2e/site', origin: SITE_URL, url: `${SITE_URL}/`, logs: '[serve] lines' },
  { name: 'The e2e server for .e2e/subpath', origin: new URL(SUBPATH_SITE_URL).origin, url: `${SUBPATH_SITE_URL}/`, logs: '[serve] lines' },
  { name: 'The e2e server for .e2e/plain', origin: PLAIN_SITE_URL, url: `${PLAIN_SITE_URL}/`, logs: '[serve] lines' },
  { name: 'The e2e backend', origin: BACKEND_URL, url: `${BACKEND_URL}/rest/v1/`, logs: '[WebServer] lines' },
];
const ANSWER_TIMEOUT_MS = 5_000;
// serve.mjs restarts a wrangler that dies, and its port refuses connections for the few seconds that
// takes: a server is given this long to answer again before the test fails.
const RESTART_GRACE_MS = 15_000;
// Per worker: a check that all answered this recently stands for the next test's.
const STILL_FRESH_MS = 2_000;
let allAnsweredAt = -Infinity;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `server` still does not answer after its grace. A server found silent is marked in the run's
 * output folder (emptied as each run starts): a failure ends its worker, and the tests after, in other
 * workers, each give it one quick try, not the grace again.
 */
async function silent(server: (typeof SERVERS)[number], outputDir: string): Promise<boolean> {
  const marker = path.join(outputDir, `.silent-server-${new URL(server.origin).port}`);
  const deadline = Date.now() + (existsSync(marker) ? 0 : RESTART_GRACE_MS);
  while (!(await answers(server.url))) {
    if (Date.now() >= deadline) {
      mkdirSync(outputDir, { recursive: true });
      writeFileSync(marker, `${server.name} at ${server.origin} did not answer.\n`);
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  rmSync(marker, { force: true });
  return false;
}

/**
 * Every visit fails on a console error or an uncaught exception, unless the test says which
 * errors it expects (`allowConsoleErrors(/pattern/)`, or the message itself), as the failure tests do.
 */
type Fixtures = {
  serversAnswer: void;
  allowConsoleErrors: (pattern: RegExp | string) => void;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  serversAnswer: [
    async ({}, use, testInfo) => {
      if (Date.now() - allAnsweredAt > STILL_FRESH_MS) {
        const found = await Promise.all(SERVERS.map((server) => silent(server, testInfo.project.outputDir)));
        const server = SERVERS.find((_, index) => found[index]);
        if (server) {
          throw new Error(
            `${server.name} at ${server.origin} is not answering: it has exited (see the ${server.logs} above). Every test after this one will fail the same way.`,
          );
        }
        allAnsweredAt = Date.now();
      }
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: (RegExp | string)[] = [];
      await use((pattern) => allowed.push(pattern));
      const matches = (error: string, pattern: RegExp | string) => (typeof pattern === 'string' ? error === pattern : pattern.test(error));
      const unexpected = consoleErrors.filter((error) => !allowed.some((pattern) => matches(error, pattern)));
      expect(unexpected, 'console errors during the visit').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
