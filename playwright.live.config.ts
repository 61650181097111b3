import { defineConfig, devices, type Project } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium';
import { DESKTOP, MOBILE } from './e2e/viewports';
import { liveTarget } from './lib/config';

/**
 * `npm run test:live -- <url>` (scripts/live-check.mjs): checks a published site, not one the
 * tests build. Its own config and folder (live/, files named *.live.ts), so `npm test`'s projects
 * (playwright.config.ts, e2e/) never run it. Per viewport, one project visits the page and records
 * (visit.live.ts), the next judges the record (checks.live.ts); one checks every language's page
 * (languages.live.ts); all wait for the build id first.
 */
liveTarget(); // a missing or malformed LIVE_URL stops here, with a message saying so

const viewports: Array<[string, Project['use']]> = [
  ['1280×800', { viewport: DESKTOP }],
  ['375×812', { viewport: MOBILE, isMobile: true, hasTouch: true }],
];

export default defineConfig({
  testDir: './live',
  testMatch: /\.live\.ts$/,
  // Where each viewport's visit is handed to its checks: a folder of its own for each of two runs at once (scripts/prove-live-checks.mjs).
  outputDir: process.env.LIVE_RESULTS_DIR || '.live/results',
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [['./live/report.ts']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'build id', testMatch: /build-id\.live\.ts/ },
    { name: 'site', testMatch: /site\.live\.ts/, dependencies: ['build id'] },
    { name: 'languages', testMatch: /languages\.live\.ts/, dependencies: ['build id'], use: { ...devices['Desktop Chrome'], viewport: DESKTOP } },
    ...viewports.flatMap(([name, use]): Project[] => [
      { name: `visit ${name}`, testMatch: /visit\.live\.ts/, dependencies: ['build id'], metadata: { viewport: name }, use: { ...devices['Desktop Chrome'], ...use } },
      { name, testMatch: /checks\.live\.ts/, dependencies: [`visit ${name}`], metadata: { viewport: name } },
    ]),
  ],
});
