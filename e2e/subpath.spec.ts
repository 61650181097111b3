import type { Page } from '@playwright/test';
import { BACKEND_URL, ownerClient, readContent } from './backend';
import { expect, test } from './fixtures';
import { waitForGateOpen } from './lifecycle';
import { type Call, watchCalls } from './requests';
import { SUBPATH, SUBPATH_SITE_URL } from './servers';
import { SHOWN_CHART } from '../components/bento/work/shown-slide';

/**
 * The site as published under a sub-path (https://owner.github.io/portfolio/), built with SITE_URL
 * changed (and in three languages: these visit the default's page, languages.spec.ts the others)
 * and served from a root whose /portfolio/ is the export. Runs after the live-refresh project (see
 * playwright.config.ts): its last test changes the backend's content.
 */
const address = `${SUBPATH_SITE_URL}/`;

async function openPage(page: Page): Promise<void> {
  await page.goto(address);
  await waitForGateOpen(page);
}

/** Every request the page makes that fails or gets a 4xx/5xx, from the first one on. */
function watchRequests(page: Page) {
  const failed: string[] = [];
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => response.status() >= 400 && failed.push(`${response.url()}: ${response.status()}`));
  return { failed, urls };
}

/** Resolves once the live refresh (watched from before the visit) has asked the backend (the version, then any table that changed). */
async function refreshed(calls: Call[]): Promise<void> {
  await expect.poll(() => calls.filter((call) => call.done).length).toBeGreaterThanOrEqual(1);
}

test('the page loads with every request answered, all of them under the base path or to the backend', async ({ page }) => {
  const { failed, urls } = watchRequests(page);
  const calls = watchCalls(page, BACKEND_URL);
  await openPage(page);
  // The chart's chunk and the database client load lazily: they must find their way too.
  const chart = page.locator(SHOWN_CHART);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg path').first()).toBeAttached();
  await refreshed(calls);

  expect(failed).toEqual([]);
  const origin = new URL(address).origin;
  const ownRequests = urls.filter((url) => url.startsWith(origin));
  expect(ownRequests.length).toBeGreaterThan(5);
  for (const url of ownRequests) expect(new URL(url).pathname, url).toMatch(new RegExp(`^${SUBPATH}/`));
  expect(urls.filter((url) => !url.startsWith(origin) && !url.startsWith(BACKEND_URL))).toEqual([]);
});

test('both fonts load and apply: the serif to the headline, the sans to the body', async ({ page }) => {
  await openPage(page);
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    const first = (element: Element) => getComputedStyle(element).fontFamily.split(',')[0]!.trim().replace(/"/g, '');
    return {
      faces: [...document.fonts].filter((face) => !face.family.includes('Fallback')).map((face) => `${face.family.replace(/"/g, '')} ${face.status}`),
      headline: first(document.querySelector('h1')!),
      body: first(document.body),
      check: document.fonts.check('300 16px fraunces') && document.fonts.check('16px inter'),
    };
  });
  expect(fonts.faces.sort()).toEqual(['fraunces loaded', 'inter loaded']);
  expect(fonts.headline).toBe('fraunces');
  expect(fonts.body).toBe('inter');
  expect(fonts.check).toBe(true);
});

test('canonical, Open Graph, robots.txt, sitemap.xml and the icon name the sub-path', async ({ page, request }) => {
  await openPage(page);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(address);
  expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(address);
  expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}').url).toBe(address);
  expect(await (await request.get(`${address}robots.txt`)).text()).toContain(`Sitemap: ${address}sitemap.xml`);
  expect(await (await request.get(`${address}sitemap.xml`)).text()).toContain(`<loc>${address}</loc>`);
  const icon = (await page.locator('link[rel="icon"]').first().getAttribute('href'))!;
  expect(icon.startsWith(`${SUBPATH}/`)).toBe(true);
  expect((await request.get(new URL(icon, address).href)).ok()).toBe(true);
});

test('the résumé, PDF and JSON Resume, is under the sub-path and named from the page', async ({ page, request }) => {
  await openPage(page);
  const pdf = page.getByRole('link', { name: /Résumé/ });
  await expect(pdf).toHaveAttribute('href', `${SUBPATH}/resume.pdf`);
  expect((await request.get(`${SUBPATH}/resume.pdf`)).headers()['content-type']).toBe('application/pdf');
  const json = await page.locator('link[rel="alternate"][type="application/json"]').getAttribute('href');
  expect(json).toBe(`${SUBPATH_SITE_URL}/resume.json`);
  expect((await (await request.get(`${SUBPATH}/resume.json`)).json()).meta.canonical).toBe(json);
});

test('the _headers rules apply under the sub-path', async ({ page, request }) => {
  const html = await request.get(address);
  expect(html.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  expect(html.headers()['cache-control']).toBe('no-cache');
  await page.goto(address);
  const script = (await page.locator(`script[src^="${SUBPATH}/_next/static/"]`).first().getAttribute('src'))!;
  expect((await request.get(new URL(script, address).href)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('an unknown address under the sub-path gets the 404 page, whose link leads back to the site', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/); // the browser reports the page's own status
  const { failed } = watchRequests(page);
  const response = await page.goto(`${address}no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist.');
  // Its own assets load: only the page itself is a 404.
  expect(failed).toEqual([`${address}no-such-page: 404`]);
  await page.getByRole('link', { name: /Back to/ }).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByTestId('project-card').first()).toBeVisible();
});

test('the live refresh shows a project edited after the build', async ({ page }) => {
  const { projects } = await readContent();
  const project = projects[0]!;
  const title = `Edited after the build ${Date.now()}`;
  const owner = ownerClient();
  const edit = await owner.from('projects').update({ title }).eq('id', project.id);
  expect(edit.error).toBeNull();
  try {
    await openPage(page);
    await expect(page.getByTestId('project-title').filter({ hasText: title })).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('project-title').filter({ hasText: project.title })).toHaveCount(0);
  } finally {
    await owner.from('projects').update({ title: project.title }).eq('id', project.id);
  }
});
