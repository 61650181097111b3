import type { Page } from '@playwright/test';
import { GATE_OPEN } from '../components/first-paint/gate-signals';

export { GATE_CLOSED_CLASS, GATE_OPEN } from '../components/first-paint/gate-signals';
export { REVEALED_ATTRIBUTE } from '../components/first-paint/reveal-rule';

/** Waits until the page gate has opened: its performance mark is on the timeline. */
export async function waitForGateOpen(page: Page, options?: { polling?: number; timeout?: number }): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GATE_OPEN, options);
}

/** An image the held page is given, whose answer the test holds back: the window's load waits for it. */
const HELD_IMAGE = '/__held-by-the-test.svg';

export type HeldGate = {
  /** How many fonts the gate has asked document.fonts to load. */
  fontsAsked: () => Promise<number>;
  releaseFonts: () => Promise<void>;
  releaseLoad: () => Promise<void>;
};

/**
 * Holds back both things the gate waits for, before the page is opened. The fonts come inside the
 * page (scripts/postbuild/inline-fonts.ts), so no request of theirs can be held: document.fonts.load
 * answers only once released (and once the font has loaded). The window's load waits for an image
 * added as the document is parsed, answered once released; unreleased, neither ever comes. Released,
 * both stay so for the pages the tab opens next.
 */
export async function holdGate(page: Page): Promise<HeldGate> {
  const released: Array<() => void> = [];
  let loadReleased = false;
  await page.route(`**${HELD_IMAGE}`, (route) => {
    const answer = () => void route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' });
    if (loadReleased) answer();
    else released.push(answer);
  });
  await page.addInitScript((image) => {
    const state = window as unknown as { __fontsAsked: number; __releaseFonts: () => void };
    // Once released, the fonts stay released for the pages the tab opens next (a test's 404 page).
    const RELEASED = '__fontsReleased';
    let release!: () => void;
    const fontsReleased = new Promise<void>((resolve) => (release = resolve));
    if (sessionStorage.getItem(RELEASED)) release();
    state.__fontsAsked = 0;
    state.__releaseFonts = () => {
      sessionStorage.setItem(RELEASED, '1');
      release();
    };
    const load = FontFaceSet.prototype.load;
    FontFaceSet.prototype.load = function (this: FontFaceSet, ...args: Parameters<FontFaceSet['load']>) {
      state.__fontsAsked += 1;
      return Promise.all([load.apply(this, args), fontsReleased]).then(([faces]) => faces);
    };
    document.addEventListener('DOMContentLoaded', () => {
      const held = document.createElement('img');
      held.src = image;
      held.alt = '';
      held.hidden = true;
      document.body.append(held);
    });
  }, HELD_IMAGE);
  return {
    fontsAsked: () => page.evaluate(() => (window as unknown as { __fontsAsked: number }).__fontsAsked),
    releaseFonts: () => page.evaluate(() => (window as unknown as { __releaseFonts: () => void }).__releaseFonts()),
    releaseLoad: async () => {
      loadReleased = true;
      for (const answer of released.splice(0)) answer();
    },
  };
}
