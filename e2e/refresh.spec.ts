import type { Page, Request } from '@playwright/test';
import { BACKEND_URL, ownerClient, readContent } from './backend';
import { expect, test } from './fixtures';
import { openPage } from './page';
import { epochOf, watchCalls } from './requests';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

/**
 * The live refresh against the embedded backend's HTTP server, standing in for a hosted Supabase.
 * Runs after every other spec (see playwright.config.ts): it changes the backend's content.
 */
test.describe.configure({ mode: 'serial' });

/** How many project cards the build put in the HTML, before any refresh. */
async function builtProjectCount(page: Page): Promise<number> {
  const html = await (await page.request.get('/')).text();
  return html.split('data-testid="project-card"').length - 1;
}

// First, before any test here edits the content: the page's version is still the backend's.
test('a visit when nothing has changed asks the backend one small question, the content version, reads no table and starts no worker', async ({ page }) => {
  const requests: Request[] = [];
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('request', (request) => request.url().startsWith(BACKEND_URL) && request.method() !== 'OPTIONS' && requests.push(request));
  const built = await builtProjectCount(page);
  await openPage(page);
  await expect.poll(() => requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // A table read would follow the version's answer at once: half a second with no request is none.
  await page.waitForLoadState('networkidle');
  expect(requests.map((request) => new URL(request.url()).pathname)).toEqual(['/rest/v1/content_version']);
  const response = await requests[0]!.response();
  expect(response?.status()).toBe(200);
  const sizes = await requests[0]!.sizes();
  console.log(`unchanged visit: 1 request, response ${sizes.responseHeadersSize} B headers + ${sizes.responseBodySize} B body`);
  expect(sizes.responseHeadersSize + sizes.responseBodySize).toBeLessThan(1024);
  await expect(page.getByTestId('project-card')).toHaveCount(built);
  // Nor does supabase-js load: the version is a plain GET.
  expect(workers).toEqual([]);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  for (const script of scripts) expect((await (await page.request.get(script)).text()).includes('GoTrueClient'), script).toBe(false);
});

test('an edit made after the build shows on the next visit', async ({ page }) => {
  const owner = ownerClient();
  const { projects } = await readContent();
  const first = projects[0]!;
  const title = `Edited after the build ${Date.now()}`;
  expect((await owner.from('projects').update({ title }).eq('id', first.id)).error).toBeNull();
  try {
    await openPage(page);
    await expect(page.getByTestId('project-title').first()).toHaveText(title, { timeout: 15_000 });
    await page.reload();
    await expect(page.getByTestId('project-title').first()).toHaveText(title, { timeout: 15_000 });
  } finally {
    await owner.from('projects').update({ title: first.title }).eq('id', first.id);
  }
});

test('a project and a role added after the build appear on the page once it is idle', async ({ page }) => {
  const owner = ownerClient();
  const title = `Added after the build ${Date.now()}`;
  const project = await owner
    .from('projects')
    .insert({ title, short_description: 'Fresh **from the backend**, with a [link](https://example.com/fresh).', tags: ['Live'] })
    .select('id')
    .single();
  const role = await owner
    .from('roles')
    .insert({ company: 'Refreshed Co', timeframe: 'Now', title: 'Live Role', description: 'Read after the build.' })
    .select('id')
    .single();
  expect(project.error).toBeNull();
  expect(role.error).toBeNull();
  try {
    const built = await builtProjectCount(page);
    const { roles } = await readContent();
    await openPage(page);
    const card = page.getByTestId('project-card').filter({ hasText: title });
    await expect(card).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId('project-card')).toHaveCount(built + 1);
    await expect(card.getByTestId('project-tag')).toHaveText(['Live']);
    // Its description was not rendered by the build: the markdown renderer arrives lazily.
    await expect(card.locator('strong')).toHaveText('from the backend');
    await expect(card.getByRole('link', { name: /link/ })).toHaveAttribute('href', 'https://example.com/fresh');
    await expect(page.locator(SHOWN_SLIDE)).toHaveAttribute('aria-label', `1 of ${roles.length}`);
  } finally {
    await owner.from('projects').delete().eq('id', project.data!.id);
    await owner.from('roles').delete().eq('id', role.data!.id);
  }
});

test('the refresh starts only after the page has loaded, with the database client fetched then', async ({ page }) => {
  const calls = watchCalls(page, BACKEND_URL);
  await openPage(page);
  await expect.poll(() => calls.filter((call) => call.done).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  const loadEnd = await epochOf(page, 'loadEventEnd');
  for (const call of calls) expect(call.startedAt, call.url).toBeGreaterThanOrEqual(loadEnd);
});

test('a refresh that fails is logged and keeps what the page shows', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Projects fetch failed|Roles fetch failed|Failed to load resource/);
  const built = await builtProjectCount(page);
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  await page.route(`${BACKEND_URL}/**`, (route) => route.abort('connectionrefused'));
  await openPage(page);
  await expect.poll(() => failures.some((text) => text.includes('Projects fetch failed')), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => failures.some((text) => text.includes('Roles fetch failed')), { timeout: 20_000 }).toBe(true);
  await expect(page.getByTestId('project-card')).toHaveCount(built);
  await expect(page.locator(SHOWN_SLIDE).getByTestId('role-card')).toBeVisible();
});

test('once the content moved, the refresh reads in a Web Worker: supabase-js runs off the main thread, and the worker never fails over', async ({ page }) => {
  // An edit that changes no text still moves the version.
  const { projects } = await readContent();
  expect((await ownerClient().from('projects').update({ title: projects[0]!.title }).eq('id', projects[0]!.id)).error).toBeNull();
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const calls = watchCalls(page, BACKEND_URL);
  const worker = page.waitForEvent('worker');
  await openPage(page);
  expect(new URL((await worker).url()).pathname).toMatch(/^\/_next\/static\//);
  await expect.poll(() => calls.filter((call) => call.done).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  // supabase-js is in no script the page itself ran.
  const pageScripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
  for (const script of pageScripts) expect((await (await page.request.get(script)).text()).includes('GoTrueClient'), script).toBe(false);
  expect(warnings.filter((text) => text.includes('content worker failed'))).toEqual([]);
});
