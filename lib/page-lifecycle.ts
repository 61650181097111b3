/**
 * The page's lifecycle as the inline scripts in <head> run it (components/page-gate): the gate
 * closes before the body is parsed and opens once both fonts and the window load are done; one
 * frame later the framework's scripts are fetched and the islands hydrate. These are the names
 * both sides share, and the islands' ways of waiting for each step.
 */

/** On <html> while the gate is closed: CSS hides the content and shows the spinner. */
export const GATE_CLOSED_CLASS = 'gate-closed';
/** On <html> when JavaScript runs and motion is welcome: CSS then hides what animates in. */
export const MOTION_CLASS = 'motion';
/** The performance mark the gate records as it opens, and the window event it dispatches then. */
export const GATE_OPEN = 'gate-open';
/** Set by the gate on each reveal already in view as it opens: CSS brings it in, not motion. */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** What a click before hydration is kept for, to be carried out once the islands have hydrated. */
export const EARLY_CLICK_TARGETS = 'button';
/**
 * On a project card: the link its own click opens. The gate script follows it, from the first
 * moment and for every card, built or refreshed: no island listens on the cards.
 */
export const CARD_LINK_ATTRIBUTE = 'data-card-link';

declare global {
  interface Window {
    /** Installed by the gate script: stops keeping clicks and hands over those kept so far. */
    __takeEarlyClicks?: () => HTMLElement[];
  }
}

/**
 * Resolves once the page gate is open. Animations wait for it: one that ran while the content was
 * hidden would be over before anyone saw it.
 */
export function whenGateOpen(): Promise<void> {
  if (!document.documentElement.classList.contains(GATE_CLOSED_CLASS)) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(GATE_OPEN, () => resolve(), { once: true }));
}

/** Resolves after the window's load event: lazy chunks start then, so they never delay it. */
export function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Carries out the clicks on buttons that came before hydration (the gate script kept them), now
 * that their islands listen. Called once, after every island has hydrated.
 */
export function replayEarlyClicks(): void {
  const clicks = window.__takeEarlyClicks?.() ?? [];
  delete window.__takeEarlyClicks;
  for (const target of clicks) if (target.isConnected) target.click();
}
