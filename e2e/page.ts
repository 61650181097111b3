import type { Page } from '@playwright/test';
import { GATE_OPEN } from './lifecycle';

/** The hero's section, found by the headline that labels it. */
const HERO_SECTION = 'section[aria-labelledby="hero-headline"]';
export const heroSection = (page: Page) => page.locator(HERO_SECTION);
/** The hero's content, what its scroll springs fade and move (motion styles it once loaded). */
export const HERO_CONTENT = `${HERO_SECTION} > div`;

/**
 * Opens the page and waits until the gate is open and the islands have hydrated (the early clicks
 * the gate kept have been handed over). e2e/first-paint.spec.ts acts before that on purpose.
 */
export async function openPage(page: Page): Promise<void> {
  await page.goto('/');
  await untilHydrated(page);
}

/** Waits until the gate is open and the islands have hydrated, after a navigation of the test's own (a reload). */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0 && !('__takeEarlyClicks' in window), GATE_OPEN);
}

/**
 * Resolves after `count` frames and the task queued behind the last. A scroll or a pointer move has
 * had its listeners, its intersection observers and React's render by then: what it starts has
 * started, so a test can tell that nothing did.
 */
export async function afterFrames(page: Page, count = 3): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left > 0 ? requestAnimationFrame(() => step(left - 1)) : setTimeout(resolve, 0));
        step(frames);
      }),
    count,
  );
}

/** Every layout shift of the visit so far, as the browser measured it. */
export function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}
