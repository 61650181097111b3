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
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0 && !('__takeEarlyClicks' in window), GATE_OPEN);
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
