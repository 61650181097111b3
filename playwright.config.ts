import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/chromium';
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
  // Specs set their own viewports (1280×800 and 375×812). The live-refresh spec changes the
  // backend's content, so it runs after the rest.
  projects: [
    { name: 'site', testIgnore: /refresh\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'live-refresh',
      testMatch: /refresh\.spec\.ts/,
      dependencies: ['site'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
