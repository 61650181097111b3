import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the tests, Lighthouse and the live checks find Chromium: the two variables, then a browser
 * Playwright installed itself (`npx playwright install chromium`, as the publish workflow's
 * check-live job does), then the system's. Playwright's real folder logic, in a folder of this test's own.
 */
const saved = { ...process.env };
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'chromium-lookup-'));
  // Read by Playwright when it loads: where `npx playwright install` puts browsers.
  process.env.PLAYWRIGHT_BROWSERS_PATH = path.join(dir, 'browsers');
  delete process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH;
  delete process.env.CHROME_PATH;
});

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string): string {
  const at = path.join(dir, name);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, '');
  return at;
}

it('takes the variables first, then the Chromium Playwright installed, before the system one', async () => {
  const { chromium } = await import('@playwright/test');
  const { findChromium } = await import('./chromium');
  const installed = chromium.executablePath();
  expect(installed.startsWith(path.join(dir, 'browsers'))).toBe(true);

  // Nothing installed by Playwright: some other Chromium (the system's on this machine).
  expect(findChromium()).not.toBe(installed);
  file(path.relative(dir, installed));
  expect(findChromium()).toBe(installed);

  process.env.CHROME_PATH = file('chrome-path/chrome');
  expect(findChromium()).toBe(process.env.CHROME_PATH);
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH = file('explicit/chromium');
  expect(findChromium()).toBe(process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH);
});
