import type { Page } from '@playwright/test';
import { frameworkScripts } from '../scripts/lib/framework-scripts';
import { BACKEND_URL } from './backend';
import { expect, test } from './fixtures';
import { GATE_OPEN } from './lifecycle';
import { openPage } from './page';
import { epochOf, watchCalls } from './requests';
import { SHOWN_CHART } from '../components/bento/work/shown-slide';

// V8's explicit compile hint, spelled out here rather than imported, so a typo in
// scripts/postbuild/compile-hints.ts fails this test.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The framework scripts the page loads up front (nomodule polyfills aside), in the HTML as the server
 * sends it: those the gate's loader names, or Next's own script tags in the plain export.
 */
async function upFrontScripts(page: Page): Promise<string[]> {
  return frameworkScripts(await (await page.request.get('/')).text()).scripts;
}

/** Every script the page has fetched so far, with when its request started. */
function fetchedScripts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  );
}

test.describe('loading', () => {
  test('the lazy chunks (chart, refresh, database client) start after the window load, never delaying it', async ({ page }) => {
    await openPage(page);
    const chart = page.locator(SHOWN_CHART);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg')).toHaveCount(1);

    const upFront = new Set(await upFrontScripts(page));
    const loadEnd = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    const lazy = (await fetchedScripts(page)).filter((script) => !upFront.has(script.path));
    expect(lazy.length).toBeGreaterThan(0); // at least the chart
    for (const script of lazy) expect(script.start, script.path).toBeGreaterThanOrEqual(loadEnd);
  });

  test("every script loaded up front carries V8's compile hint on its first line; the lazy chunks do not", { tag: '@first-paint' }, async ({ page }) => {
    await openPage(page);
    const chart = page.locator(SHOWN_CHART);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg')).toHaveCount(1);

    const upFront = await upFrontScripts(page);
    expect(upFront.length).toBeGreaterThan(0);
    for (const src of upFront) expect((await (await page.request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(true);
    const lazy = (await fetchedScripts(page)).map((script) => script.path).filter((path) => !upFront.includes(path));
    for (const src of lazy) expect((await (await page.request.get(src)).text()).startsWith('//#'), src).toBe(false);
  });
});

test("motion's DOM API loads only after the gate has opened, not up front, and only once the visitor moves; supabase-js, on a visit that finds the content unchanged, not at all", async ({ page, baseURL }) => {
  // The page's requests and its workers' (a refresh that finds the content moved reads with supabase-js in a worker).
  const scripts = watchCalls(page, baseURL!);
  const backend = watchCalls(page, BACKEND_URL);
  await openPage(page);
  // Strings only each library's code contains.
  const markers = { motion: 'transformPerspective', 'supabase-js': 'GoTrueClient' };
  const upFront = new Set(await upFrontScripts(page));
  const lazyWith = async () => {
    const found: Record<string, number> = {};
    for (const script of scripts.filter((call) => new URL(call.url).pathname.endsWith('.js'))) {
      const path = new URL(script.url).pathname;
      if (upFront.has(path)) continue;
      const body = await (await page.request.get(path)).text();
      for (const [name, marker] of Object.entries(markers)) if (body.includes(marker)) found[name] ??= script.startedAt;
    }
    return found;
  };
  // The refresh runs once the page is idle and asks for the content version alone (refresh.spec.ts);
  // motion waits for the visitor's first scroll, pointer, touch or key (components/motion/load-motion.ts).
  await expect.poll(() => backend.filter((call) => call.done).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await page.waitForLoadState('networkidle');
  expect(Object.keys(await lazyWith())).toEqual([]);
  await page.mouse.move(20, 20);
  await expect.poll(async () => Object.keys(await lazyWith()).sort(), { timeout: 15_000 }).toEqual(['motion']);
  for (const script of upFront) {
    const body = await (await page.request.get(script)).text();
    for (const [name, marker] of Object.entries(markers)) expect(body.includes(marker), `${name} in ${script}`).toBe(false);
  }
  const gateOpen = await epochOf(page, GATE_OPEN);
  expect((await lazyWith()).motion).toBeGreaterThanOrEqual(gateOpen);
});
