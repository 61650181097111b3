import { REVEAL_SELECTOR } from '../components/first-paint/reveal-rule';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { GATE } from '../lib/constants';
import { profile } from '../tests/fixtures/profile';
import { expect, test } from './fixtures';
import { GATE_OPEN, holdGate, waitForGateOpen } from './lifecycle';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

test.describe('page gate', () => {
  test('shows a spinner and hides the content until both fonts and the window load are done', { tag: '@smoke' }, async ({ page }) => {
    // Hold both back, so the closed gate can be seen.
    const held = await holdGate(page);
    // And the give-up timer is never set: on a loaded machine its 5 s ran out before the checks below
    // (in CI, once). Giving up has a test of its own.
    await page.addInitScript((giveUpMs) => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        timeout === giveUpMs ? 0 : setTimer(handler, timeout, ...rest)) as typeof window.setTimeout;
    }, GATE.giveUpMs);
    await page.goto('/', { waitUntil: 'commit' });

    const spinner = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(spinner).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    const hidden = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('.page')!);
      return { visibility: style.visibility, contentVisibility: style.contentVisibility };
    });
    // Hidden, and not even laid out until the gate opens.
    expect(hidden).toEqual({ visibility: 'hidden', contentVisibility: 'hidden' });
    const gateOpened = () => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, GATE_OPEN);
    expect(await gateOpened()).toBe(false);
    expect(await held.fontsAsked()).toBe(2); // the sans and the serif

    // The window's load alone does not open it: read a task after the load event has run, once
    // whatever its end resolved has had its turn.
    await held.releaseLoad();
    await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd > 0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await gateOpened()).toBe(false);
    await expect(spinner).toBeVisible();

    const fontsReleased = await page.evaluate(() => performance.now());
    await held.releaseFonts();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(spinner).toBeHidden();
    const timing = await page.evaluate((mark) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        gate: performance.getEntriesByName(mark)[0]!.startTime,
        loadStart: navigation.loadEventStart,
        fonts: [...document.fonts].filter((face) => !face.family.endsWith('Fallback')).map((face) => face.status),
        // The fonts come inside the page: none is fetched.
        fontRequests: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
      };
    }, GATE_OPEN);
    expect(timing.gate).toBeGreaterThanOrEqual(fontsReleased);
    expect(timing.gate).toBeGreaterThanOrEqual(timing.loadStart);
    expect(timing.fonts).toEqual(['loaded', 'loaded']);
    expect(timing.fontRequests).toBe(0);
  });

  test('opens at the top of the page, even when the browser would restore a scroll position', async ({ page }) => {
    await page.goto('/');
    await waitForGateOpen(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.reload();
    await waitForGateOpen(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`gives up after ${GATE.giveUpMs} ms rather than trap a visitor behind a font or a load that never comes`, async ({ page }) => {
    await holdGate(page); // neither ever released
    const started = Date.now();
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: GATE.giveUpMs + 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(GATE.giveUpMs - 500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.hero.headline);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the content at once: no spinner, nothing hidden, every project and the first role', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeHidden();
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    await expect(page.locator(SHOWN_SLIDE).getByTestId('role-card')).toBeVisible();
    const hidden = await page.evaluate(
      (startHidden) => [...document.querySelectorAll(startHidden)].filter((element) => getComputedStyle(element).opacity !== '1').length,
      [REVEAL_SELECTOR, HERO_SELECTORS.word, HERO_SELECTORS.tagPulse].join(', '),
    );
    expect(hidden).toBe(0);
  });
});
