/** A button's and a card's own; not a popover's button (the browser opened it) nor a link's: the innermost owner decides. */
export const EARLY_CLICK_TARGETS = 'button:not([popovertarget]), [data-clickable]';
export const EARLY_CLICK_OWNERS = 'a, button, [data-clickable]';

declare global {
  interface Window {
    /** Set by the before-paint script until hydration: removes its click listener and hands over the clicks kept. */
    __takeEarlyClicks?: () => HTMLElement[];
  }
}

/** At hydration: the before-paint script stops listening, and each click it kept is made again, now that the islands hear it. */
export function replayEarlyClicks(): void {
  const clicks = window.__takeEarlyClicks?.() ?? [];
  delete window.__takeEarlyClicks;
  for (const target of clicks) if (target.isConnected) target.click();
}
