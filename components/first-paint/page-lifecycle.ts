// Names shared by the inline gate script (gate-script.ts) and the islands.

/** While on <html>, CSS hides the content and shows the spinner. */
export const GATE_CLOSED_CLASS = 'gate-closed';
/** Set only when motion is welcome: CSS then hides what animates in. */
export const MOTION_CLASS = 'motion';
/** Both the performance mark and the window event of the gate opening. */
export const GATE_OPEN = 'gate-open';
/** Reveals the gate brought in by CSS, which motion must leave be. */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** Clicks on these before hydration are kept and replayed once the islands listen. */
export const EARLY_CLICK_TARGETS = 'button';
/** The gate script follows this on every card's click: no island listens on the cards. */
export const CARD_LINK_ATTRIBUTE = 'data-card-link';
/** A run of project cards the HTML carries as text (a noscript): the gate script makes it cards while the browser idles. */
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

/** Runs `run` when the browser is idle; returns its cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => run());
  return () => window.cancelIdleCallback(handle);
}

/** Call once, after every island has hydrated, so each kept click reaches a listener. */
export function replayEarlyClicks(): void {
  const clicks = window.__takeEarlyClicks?.() ?? [];
  delete window.__takeEarlyClicks;
  for (const target of clicks) if (target.isConnected) target.click();
}

/**
 * Runs `callback` in a task after the next frame is painted: what a tap shows goes out in its own
 * frame, and the bookkeeping behind it (a React render) follows, off the tap's latency.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
