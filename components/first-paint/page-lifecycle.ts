// Names shared by the before-paint script (before-paint.ts) and the islands.
import type { BeforePaintConfig } from './before-paint';

export const GATE_CLOSED_CLASS = 'gate-closed';
/** Set only when motion is welcome: CSS then hides what animates in. */
export const MOTION_CLASS = 'motion';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const GATE_OPEN = 'gate-open';
/** What the post-build knows the before-paint script by, whatever the build made of its code: the signal as its config names it. */
const gateSignal: Pick<BeforePaintConfig['gate'], 'openName'> = { openName: GATE_OPEN };
export const GATE_SIGNAL = JSON.stringify(gateSignal).slice(1, -1);
/**
 * Clicks before hydration are kept and replayed: a button's, and a project card's own. Not a popover's
 * button, which the browser already opened, nor a link's: a click belongs to the innermost owner.
 */
export const EARLY_CLICK_TARGETS = 'button:not([popovertarget]), [data-clickable]';
export const EARLY_CLICK_OWNERS = 'a, button, [data-clickable]';

/** An animation run while the content is hidden would be over before anyone saw it. */
export function whenGateOpen(): Promise<void> {
  if (!document.documentElement.classList.contains(GATE_CLOSED_CLASS)) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(GATE_OPEN, () => resolve(), { once: true }));
}

/** At hydration: the before-paint script stops listening, and each click it kept is made again, now that the islands hear it. */
export function replayEarlyClicks(): void {
  const clicks = window.__takeEarlyClicks?.() ?? [];
  delete window.__takeEarlyClicks;
  for (const target of clicks) if (target.isConnected) target.click();
}
