import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';
import { DESKTOP, MOBILE } from './e2e/fixtures';
import { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from './lib/embedded-backend/keys';

/**
 * End-to-end tests drive a real Chromium against the production export in out/, served locally.
 * The site is built with the embedded backend's HTTP server standing in as the hosted Supabase,
 * so the build reads over HTTP and the browser's live refresh runs for real.
 */
const SITE_PORT = 3100;
export const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const isCI = !!process.env.CI;

export default defineConfig({
  testDir: './e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  // Every spec runs at 1280×800 and at 375×812; layout specs only at theirs. The live-refresh spec
  // changes the backend's content, so it runs after the rest.
  projects: [
    {
      name: 'desktop',
      testIgnore: [/refresh\.spec\.ts/, /\.mobile\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP },
    },
    {
      name: 'mobile',
      testIgnore: [/refresh\.spec\.ts/, /\.desktop\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: MOBILE, isMobile: true, hasTouch: true },
    },
    {
      name: 'live-refresh',
      testMatch: /refresh\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP },
    },
  ],
  webServer: [
    {
      command: 'npm run --silent backend',
      url: `${EMBEDDED_BACKEND_URL}/rest/v1/`,
      reuseExistingServer: !isCI,
      stdout: 'pipe',
      timeout: 60_000,
    },
    {
      command: `npm run --silent build && npm run --silent serve -- --port ${SITE_PORT}`,
      url: SITE_URL,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 240_000,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SUPABASE_URL: EMBEDDED_BACKEND_URL,
        NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY,
      },
    },
  ],
});
