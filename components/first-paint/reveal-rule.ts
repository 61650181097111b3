import { REVEAL } from '@/lib/constants';

// styles/globals.css cannot import these and spells them itself.
export const REVEAL_ATTRIBUTE = 'data-reveal';
export const REVEAL_SELECTOR = `[${REVEAL_ATTRIBUTE}]`;
/** A reveal's state, written by markRevealed alone; without it, and with motion welcome, the stylesheet hides the reveal. */
export const REVEALED_ATTRIBUTE = 'data-revealed';

/** "css": the stylesheet plays the entrance. "shown": none; the island's motion may be playing one. */
export type RevealEntrance = 'css' | 'shown';

export const REVEAL_SHARE = REVEAL.threshold;

type Box = { top: number; bottom: number; height: number };
export type RevealDue = (box: Box, viewportHeight: number, share: number) => boolean;

/** `share` of it in view, or of the viewport for one too tall; self-contained, as its source runs before paint and in e2e. */
export function isRevealDue(box: Box, viewportHeight: number, share: number): boolean {
  const seen = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  const whole = box.height * share > viewportHeight ? viewportHeight : box.height;
  return seen > 0 && seen >= share * whole;
}

/** Once: a reveal never hides again, nor changes its entrance. Self-contained, for the before-paint script. */
export function markRevealed(element: Element, entrance: RevealEntrance, attribute: string): void {
  if (!element.hasAttribute(attribute)) element.setAttribute(attribute, entrance);
}
