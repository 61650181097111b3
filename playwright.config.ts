import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium';
import { DESKTOP, MOBILE } from './e2e/viewports';
import { BACKEND_URL, PLAIN_SITE_URL, SITE_URL, SUBPATH_LOCALES, SUBPATH_SITE_URL } from './e2e/servers';
import { EMBEDDED_ANON_KEY } from './embedded-backend/keys';
import { basePath, siteUrl } from './lib/config';
import { SAMPLE_CONTENT } from './tests/helpers/sample-content';

/**
 * End-to-end tests drive a real Chromium against production exports served by Cloudflare's
 * runtime (scripts/serve.mjs). The sites are built with the embedded backend's HTTP server, on a
 * port of this run's own, standing in as the hosted Supabase, so the build reads over HTTP and the
 * browser's live refresh runs for real. They are built into .e2e/, never out/: out/ is what
 * `npm run build` made for publishing.
 */
const isCI = !!process.env.CI;

/**
 * The plain site (FIRST_PAINT=framework: Next's own export, plus the CSP) runs the specs but those
 * tagged @first-paint, which test the deferral and the compile hints: what it ships, the before-paint
 * script and the click replay included, it tests. `npm test` runs its @smoke tests; E2E_PLAIN=all
 * runs every one (the pull-request workflow does).
 */
const plainAll = process.env.E2E_PLAIN === 'all';

const buildEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_PUBLIC_SUPABASE_URL: BACKEND_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: EMBEDDED_ANON_KEY,
};

type Site = { dir: string; address: string; env?: Record<string, string>; languages?: readonly string[] };

const backgroundBuild = 'node --import tsx tests/helpers/background-build.ts';

/**
 * Builds the site for `address` into `dir` and serves it at that address. Each is built in a copy of
 * the project with the tests' own profile and content (tests/helpers/build-in-copy.ts), in
 * `languages` when given, so that what an owner made of lib/profile.ts changes no spec. Playwright
 * starts its web servers one after another; `inBackground`, a site in languages, starts building
 * before this one does (tests/helpers/background-build.ts).
 */
function site({ dir, address, env = {}, languages }: Site, inBackground?: Site) {
  const page = siteUrl({ SITE_URL: address });
  // The background build gets this site's environment but for its folder and address.
  if (inBackground && (!inBackground.languages || inBackground.env)) throw new Error(`${inBackground.dir}: only a site in languages, with no environment of its own, builds in the background`);
  const build = languages ? `${backgroundBuild} await ${dir}` : 'node --import tsx tests/helpers/build-in-copy.ts';
  const command = inBackground
    ? `${backgroundBuild} start ${inBackground.dir} '${inBackground.address}' ${inBackground.languages!.join(',')} && (${build} || (${backgroundBuild} stop ${inBackground.dir}; exit 1))`
    : build;
  return {
    command: `${command} && node --import tsx scripts/serve.mjs --dir ${dir} --port ${page.port} --base '${basePath(page)}'`,
    url: page.href,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // A loaded host builds slowly, and each site copies the project first.
    timeout: 480_000,
    // serve.mjs stops wrangler and removes its temporary folder on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: { ...buildEnv, NEXT_EXPORT_DIR: dir, SITE_URL: address, FIRST_PAINT: 'deferred', ...env },
  };
}

const SITE: Site = { dir: '.e2e/site', address: SITE_URL };
// Served from a root that holds the export at /portfolio/ and its _headers at the top.
const SUBPATH_SITE: Site = { dir: '.e2e/subpath', address: SUBPATH_SITE_URL, languages: SUBPATH_LOCALES };
const PLAIN_SITE: Site = { dir: '.e2e/plain', address: PLAIN_SITE_URL, env: { FIRST_PAINT: 'framework' } };

export default defineConfig({
  testDir: './e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  // Tests wait for states; on a loaded CI host a page may draw no frame for seconds, so a state is
  // given longer to arrive there. A passing run takes no longer for it.
  expect: { timeout: isCI ? 15_000 : 5_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE_URL,
    // Recording one costs the suite about 45% of its time (a screenshot and a DOM snapshot at each
    // action), so only a retried test records it, as CI retries; `--trace retain-on-failure` locally.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  // Every spec runs at 1280×800 and at 375×812; layout specs only at theirs. The live-refresh
  // specs change the backend's content, so they run after the rest, one project after the other.
  projects: [
    {
      name: 'desktop',
      testIgnore: [/refresh\.spec\.ts/, /\.mobile\.spec\.ts/, /(subpath|languages|rtl)\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP },
    },
    {
      name: 'mobile',
      // The link preview does not depend on the viewport: desktop and the sub-path check it.
      testIgnore: [/refresh\.spec\.ts/, /\.desktop\.spec\.ts/, /(subpath|languages|rtl)\.spec\.ts/, /link-preview\.spec\.ts/],
      use: { ...devices['Desktop Chrome'], viewport: MOBILE, isMobile: true, hasTouch: true },
    },
    {
      name: 'plain',
      testIgnore: [/refresh\.spec\.ts/, /\.mobile\.spec\.ts/, /(subpath|languages|rtl)\.spec\.ts/],
      grepInvert: /@first-paint/,
      ...(plainAll ? {} : { grep: /@smoke/ }),
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP, baseURL: PLAIN_SITE_URL },
    },
    {
      name: 'live-refresh',
      testMatch: /refresh\.spec\.ts/,
      // After every project that reads the backend's content, plain included.
      dependencies: ['desktop', 'mobile', 'plain'],
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP },
    },
    {
      // The site as published under https://owner.github.io/portfolio/, and in three languages
      // (a copy's build, see site()): the sub-path's specs visit its default language's page, languages.spec.ts
      // each language's, and the one-language site's for what it must not have; rtl.spec.ts the right-to-left one's layout.
      name: 'subpath',
      testMatch: /(subpath|link-preview|languages|rtl)\.spec\.ts/,
      dependencies: ['live-refresh'],
      use: { ...devices['Desktop Chrome'], viewport: DESKTOP, baseURL: `${SUBPATH_SITE_URL}/` },
    },
  ],
  webServer: [
    {
      // The tests' own content, which the sites are built from and the specs read.
      command: `npm run --silent backend -- --seed ${SAMPLE_CONTENT}`,
      url: `${BACKEND_URL}/rest/v1/`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 60_000,
      env: { EMBEDDED_BACKEND_PORT: new URL(BACKEND_URL).port },
    },
    site(SITE, SUBPATH_SITE),
    site(PLAIN_SITE),
    site(SUBPATH_SITE),
  ],
});
