// Names shared by the inline gate script (gate-script.ts) and the islands.

export const GATE_CLOSED_CLASS = 'gate-closed';
/** Set only when motion is welcome: CSS then hides what animates in. */
export const MOTION_CLASS = 'motion';
export const GATE_OPEN = 'gate-open';
/** Reveals the gate brought in by CSS, which motion must leave be. */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** Clicks before hydration are kept and replayed; not a popover's button, which the browser already opened. */
export const EARLY_CLICK_TARGETS = 'button:not([popovertarget])';
export const CARD_LINK_ATTRIBUTE = 'data-card-link';
/** What only print shows, as a noscript's text: built before printing, taken away after. */
export const PRINT_TEXT_ATTRIBUTE = 'data-print-text';
/** A run of cards as a noscript's text, which the gate script makes cards. */
export const CARD_RUN_TEXT_ATTRIBUTE = 'data-card-run';

declare global {
  interface Window {
    __takeEarlyClicks?: () => HTMLElement[];
  }
}

/** An animation run while the content is hidden would be over before anyone saw it. */
export function whenGateOpen(): Promise<void> {
  if (!document.documentElement.classList.contains(GATE_CLOSED_CLASS)) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(GATE_OPEN, () => resolve(), { once: true }));
}

export function replayEarlyClicks(): void {
  const clicks = window.__takeEarlyClicks?.() ?? [];
  delete window.__takeEarlyClicks;
  for (const target of clicks) if (target.isConnected) target.click();
}
