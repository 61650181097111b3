import type { Page } from '@playwright/test';
import { GATE_OPEN } from '../components/first-paint/gate-signals';

export { GATE_CLOSED_CLASS, GATE_OPEN } from '../components/first-paint/gate-signals';
export { REVEALED_ATTRIBUTE } from '../components/first-paint/reveal-rule';

/** Waits until the page gate has opened: its performance mark is on the timeline. */
export async function waitForGateOpen(page: Page, options?: { polling?: number; timeout?: number }): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GATE_OPEN, options);
}
