import { spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { FRAMEWORK_AFTER_PAINT_ID, PAYLOAD_FAILED_MESSAGE } from '../components/first-paint/framework-after-paint';
import { isRevealDue, REVEAL_SELECTOR, REVEAL_SHARE, type RevealDue } from '../components/first-paint/reveal-rule';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { readLoader } from '../scripts/lib/framework-scripts';
import { readContent } from './backend';
import { expect, test } from './fixtures';
import { GATE_OPEN, REVEALED_ATTRIBUTE, waitForGateOpen } from './lifecycle';
import { openPage } from './page';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

/**
 * The first paint owes nothing to the framework: the exported HTML names no framework script, the
 * gate's loader adds them once the gate has opened and painted (the defer step's work, tagged
 * @first-paint: Next's own export, the plain project, has none of it). What the first viewport shows
 * comes in by CSS, and a visitor who acts before hydration is not ignored: the before-paint script
 * and the click replay ship in both exports, so those tests run on both.
 */

const FRAMEWORK_SCRIPT = /<script\b[^>]*\bsrc="[^"]*\/_next\/static\/[^"]*"/;
/** The page's data script, which the framework loader asks for first: nothing hydrates without it. */
const PAYLOAD = /\/_next\/static\/chunks\/payload-[0-9a-f]+\.js$/;
/** Every framework script, the data script among them when the defer step made one. */
const FRAMEWORK_CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

test('the HTML loads no framework script itself: the loader adds each one after the gate has opened and painted', { tag: '@first-paint' }, async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(FRAMEWORK_SCRIPT);
  expect(html).not.toMatch(/<link\b[^>]*\bas="script"/);
  // Nor its RSC payload, which the loader runs first from a script of its own.
  expect(html).not.toContain('self.__next_f');
  const loader = readLoader(html);
  expect(loader).not.toBeNull();
  const { scripts: listed, noModule: legacy } = loader!;
  const payload = loader!.payload;
  expect(listed.length).toBeGreaterThan(0);
  expect(payload.length).toBeGreaterThan(0);
  for (const piece of payload) expect(piece).toMatch(/\/_next\/static\/chunks\/payload-[0-9a-f]+\.js$/);

  await openPage(page);
  await page.waitForFunction((count) => document.querySelectorAll('script[src]').length >= count, listed.length);
  const added = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: new URL(script.src).pathname,
      async: script.hasAttribute('async'),
      noModule: script.noModule,
    })),
  );
  for (const src of listed) expect(added, src).toContainEqual({ src, async: true, noModule: false });
  for (const piece of payload) expect(added.map((script) => script.src)).toContain(piece);
  for (const src of legacy) expect(added, src).toContainEqual(expect.objectContaining({ src, noModule: true }));

  // Requested after the window load and the gate's opening, never before.
  listed.push(...payload);
  await page.waitForFunction(
    (scripts) => performance.getEntriesByType('resource').filter((entry) => scripts.includes(new URL(entry.name).pathname)).length === scripts.length,
    listed,
  );
  const timing = await page.evaluate(([scripts, mark]) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => scripts.includes(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { loadEnd: navigation.loadEventEnd, gate: performance.getEntriesByName(mark)[0]!.startTime, firstScript: Math.min(...starts), count: starts.length };
  }, [listed, GATE_OPEN] as const);
  expect(timing.count).toBe(listed.length);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(timing.firstScript).toBeGreaterThan(timing.gate);
  // And the page hydrates: the carousel answers (the menus would open without it).
  const { roles } = await readContent();
  await page.getByRole('button', { name: 'Next role' }).click();
  await expect(page.locator(SHOWN_SLIDE)).toHaveAttribute('aria-label', `2 of ${roles.length}`);
});

test('on a slow phone beside a busy core, no script is requested before the first contentful paint has been reported', { tag: '@first-paint' }, async ({ page }) => {
  test.setTimeout(120_000);
  // A loaded host presents the gate's first frame late: a timer of the loader's once outran that paint.
  const busy = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    const loader = readLoader(await (await page.request.get('/')).text());
    expect(loader).not.toBeNull();
    const listed = [...loader!.scripts, ...loader!.payload];
    // When the page hears of the paint: registered first, this observer is told in the loader's task, before it.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) (window as unknown as { __paintHeard: number }).__paintHeard = performance.now();
      }).observe({ type: 'paint', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(
      (scripts) => performance.getEntriesByType('resource').filter((entry) => scripts.includes(new URL(entry.name).pathname)).length === scripts.length,
      listed,
      { timeout: 90_000 },
    );
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      heard: (window as unknown as { __paintHeard?: number }).__paintHeard,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => ['script', 'link'].includes(entry.initiatorType) && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ src: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(timing.paint).toEqual(expect.any(Number));
    expect(timing.heard).toEqual(expect.any(Number));
    expect(timing.scripts.map((script) => script.src)).toEqual(expect.arrayContaining(listed));
    for (const script of timing.scripts) {
      expect(script.start, `${script.src} after the paint at ${timing.paint}`).toBeGreaterThan(timing.paint!);
      expect(script.start, `${script.src} after the page heard of it at ${timing.heard}`).toBeGreaterThanOrEqual(timing.heard!);
    }
  } finally {
    busy.kill();
  }
});

test('a page whose data script fails to load says so in the console and stays as built, starting no framework script', { tag: '@first-paint' }, async ({ page, allowConsoleErrors, consoleErrors }) => {
  allowConsoleErrors(/Failed to load resource/);
  allowConsoleErrors(PAYLOAD_FAILED_MESSAGE);
  await page.route(PAYLOAD, (route) => route.abort());
  await page.goto('/');
  await waitForGateOpen(page);
  await expect.poll(() => consoleErrors).toContain(PAYLOAD_FAILED_MESSAGE);
  const { projects, roles } = await readContent();
  await expect(page.getByTestId('project-card')).toHaveCount(projects.length);
  await expect(page.locator(SHOWN_SLIDE)).toHaveAttribute('aria-label', `1 of ${roles.length}`);
  // A framework script would be a request: half a second with none, and none was added.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.querySelectorAll('script[async][src*="/_next/static/"]').length)).toBe(0);
});

test('nothing in view blinks as the islands hydrate: each headline word and each reveal only ever grows more opaque', async ({ page }) => {
  test.setTimeout(90_000);
  // Every frame from the gate's opening until well after hydration, each element's opacity: from the
  // frame the gate opens in, once every listener of its signal has run (the hero's entrance is one).
  // The end is a state, not a frame count: a busy host draws few frames, and a blink at hydration
  // must still fall inside the record.
  await page.addInitScript(({ gateOpen, watched, framesAfter, minimumMs }) => {
    const record: { samples: number[][]; hydratedAt?: number; done?: boolean } = { samples: [] };
    (window as unknown as { __opacities: typeof record }).__opacities = record;
    addEventListener(gateOpen, () => {
      const elements = [...document.querySelectorAll(watched)];
      const started = performance.now();
      const sample = () => {
        record.samples.push(elements.map((element) => Number(getComputedStyle(element).opacity)));
        // The gate's keeper of early clicks goes once the islands have hydrated.
        if (record.hydratedAt === undefined && !('__takeEarlyClicks' in window)) record.hydratedAt = record.samples.length - 1;
        const after = record.hydratedAt === undefined ? 0 : record.samples.length - 1 - record.hydratedAt;
        if (after >= framesAfter && performance.now() - started >= minimumMs) record.done = true;
        else requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  }, { gateOpen: GATE_OPEN, watched: `${HERO_SELECTORS.word}, ${REVEAL_SELECTOR}`, framesAfter: 30, minimumMs: 4000 });
  await openPage(page);
  await page.waitForFunction(() => (window as unknown as { __opacities: { done?: boolean } }).__opacities.done === true, undefined, { timeout: 60_000 });
  const { samples, hydratedAt } = await page.evaluate(() => (window as unknown as { __opacities: { samples: number[][]; hydratedAt: number } }).__opacities);
  // The first frame is the gate's opening, before any framework script has run where the loader
  // starts them after it; Next's own export may hydrate behind the closed gate.
  const deferred = await page.evaluate((id) => document.getElementById(id) !== null, FRAMEWORK_AFTER_PAINT_ID);
  expect(hydratedAt).toBeGreaterThanOrEqual(deferred ? 1 : 0);
  const columns = samples[0]!.map((_, index) => samples.map((row) => row[index]!));
  for (const [index, column] of columns.entries()) {
    const drops = column.filter((value, frame) => frame > 0 && value < column[frame - 1]! - 0.001);
    expect(drops, `element ${index}: ${column.join(' ')}`).toEqual([]);
  }
  // What the gate found in view came in by CSS; what it did not waits for motion, hidden.
  const reveals = await page.evaluate((revealedAttribute) =>
    [...document.querySelectorAll('[data-reveal]')].map((element) => {
      const box = element.getBoundingClientRect();
      return { revealed: element.hasAttribute(revealedAttribute), belowTheFold: box.top >= innerHeight, opacity: getComputedStyle(element).opacity, animations: element.getAnimations().length };
    }),
    REVEALED_ATTRIBUTE,
  );
  for (const reveal of reveals) {
    // Over, the CSS entrance lets go (fill backwards): one holding its end stays in effect, and its
    // element a composited layer that every frame's commit pays for.
    if (reveal.revealed) expect(reveal).toMatchObject({ opacity: '1', animations: 0 });
    if (reveal.belowTheFold) expect(reveal).toMatchObject({ revealed: false, opacity: '0' });
  }
});

/** A slow phone on a slow network: Playwright's CDP network and CPU throttling. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the framework's scripts until the returned function is called, so nothing hydrates before
 * then: on a loaded host a test's click and its checks outlasted the few seconds the throttled page
 * takes to hydrate. The loader asks for them once the gate has opened; Next's own export asks at once,
 * so its load, and the gate with it, waits until the gate gives up.
 */
async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens the page throttled, hydration held, and returns as soon as the gate opens, checking the
 * islands have not hydrated, with the function that lets them.
 */
async function openBeforeHydration(page: Page): Promise<() => void> {
  const hydrate = await holdHydration(page);
  await throttle(page);
  await page.goto('/', { waitUntil: 'commit' });
  await waitForGateOpen(page, { polling: 10, timeout: 30_000 });
  // The gate's keeper of early clicks is still there: nothing has hydrated.
  expect(await page.evaluate(() => typeof window.__takeEarlyClicks)).toBe('function');
  return hydrate;
}

test.describe('a visitor who acts before hydration', () => {
  test.setTimeout(90_000);

  for (const [button, menu] of [
    ['GitHub', 'GitHub profiles'],
    ['Theme', 'Theme'],
  ] as const) {
    test(`clicks the ${button} menu button as soon as the gate opens on a slow connection: the menu opens at once, and hydration leaves it open`, async ({ page }) => {
      // Every toggle of a popover, from the first: the browser's own, not a replay's.
      await page.addInitScript(() => {
        const toggles: string[] = [];
        (window as unknown as { __toggles: string[] }).__toggles = toggles;
        addEventListener('toggle', (event) => toggles.push((event as ToggleEvent).newState), true);
      });
      const hydrate = await openBeforeHydration(page);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('menu', { name: menu })).toBeVisible();
      expect(await page.evaluate(() => typeof window.__takeEarlyClicks), 'opened before hydration').toBe('function');
      hydrate();
      // Hydrated (the kept clicks handed over), it was toggled once: a replayed click would have closed it.
      // Read a few frames after hydration, in the page: on a loaded host a read from here could meet the
      // menu's own close, 5 s after the island hydrated.
      const hydrated = await page.waitForFunction(
        (label) => {
          const seen = window as unknown as { __toggles: string[]; __framesHydrated?: number };
          if (window.__takeEarlyClicks !== undefined) return false;
          seen.__framesHydrated = (seen.__framesHydrated ?? 0) + 1;
          if (seen.__framesHydrated < 3) return false;
          return { toggles: seen.__toggles, open: document.querySelector(`[role="menu"][aria-label="${label}"]`)?.matches(':popover-open') };
        },
        menu,
        { timeout: 60_000 },
      );
      expect(await hydrated.jsonValue()).toEqual({ toggles: ['open'], open: true });
    });
  }

  test('scrolls to the end as soon as the gate opens, and stops there: every section then in view comes in', async ({ page }) => {
    const hydrate = await openBeforeHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    hydrate();
    await page.waitForFunction(() => window.__takeEarlyClicks === undefined, undefined, { timeout: 60_000 });
    // No other scroll, pointer or key: the one before hydration is all the page gets.
    await page.evaluate(`window.__revealDue = ${isRevealDue.toString()}`);
    const shown = await page
      .waitForFunction(
        ({ selector, share }) => {
          const due = (window as unknown as { __revealDue: RevealDue }).__revealDue;
          const inView = [...document.querySelectorAll(selector)].filter((element) => due(element.getBoundingClientRect(), innerHeight, share));
          return inView.length > 0 && inView.every((element) => getComputedStyle(element).opacity === '1');
        },
        { selector: REVEAL_SELECTOR, share: REVEAL_SHARE },
        { timeout: 20_000 },
      )
      .then(() => true, () => false);
    expect(shown, 'the sections in view at the end of the page are all shown').toBe(true);
  });

  test('clicks the next role as soon as the gate opens, and the carousel ends up on the second role', async ({ page }) => {
    const { roles } = await readContent();
    const hydrate = await openBeforeHydration(page);
    await page.getByRole('button', { name: 'Next role' }).click();
    hydrate();
    await expect(page.locator(SHOWN_SLIDE)).toHaveAttribute('aria-label', `2 of ${roles.length}`, { timeout: 60_000 });
  });

  test('clicks a project card as soon as the gate opens, and its first link opens in a new tab as the islands hydrate', async ({ page, context }) => {
    const { projects } = await readContent();
    // A card without a case study: one with opens that instead, in this tab (case-study.spec.ts).
    const withWebsite = projects.findIndex((project) => project.website_link && !(project.body as string | null)?.trim());
    await context.route(/example\.com|github\.com/, (route) => route.fulfill({ body: 'ok' }));
    const hydrate = await openBeforeHydration(page);
    const opened = context.waitForEvent('page');
    await page.getByTestId('project-card').nth(withWebsite).getByTestId('project-title').click();
    hydrate();
    expect((await opened).url()).toBe(new URL(projects[withWebsite]!.website_link!).href);
    // Once, and not again when the islands hydrate.
    await page.waitForFunction(() => window.__takeEarlyClicks === undefined, undefined, { timeout: 60_000 });
    expect(context.pages()).toHaveLength(2);
  });
});
