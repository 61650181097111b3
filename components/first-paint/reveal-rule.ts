import { REVEAL } from '@/lib/constants';

// styles/globals.css cannot import this and spells the selector itself.
export const REVEAL_ATTRIBUTE = 'data-reveal';
export const REVEAL_SELECTOR = `[${REVEAL_ATTRIBUTE}]`;

export const REVEAL_SHARE = REVEAL.threshold;

/** Too tall for its share to ever fit, it is due once it fills that share of the viewport instead. */
export const isTallReveal = (height: number, viewportHeight: number): boolean => height * REVEAL_SHARE > viewportHeight;

type Box = { top: number; bottom: number; height: number };
export type RevealDue = (box: Box, viewportHeight: number, share: number) => boolean;

/**
 * Whether a reveal is due: `share` of it in view, or of the viewport for one too tall. Self-contained,
 * as its source also runs in the before-paint script and in the e2e checks' pages.
 */
export function isRevealDue(box: Box, viewportHeight: number, share: number): boolean {
  const seen = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
  const whole = box.height * share > viewportHeight ? viewportHeight : box.height;
  return seen > 0 && seen >= share * whole;
}
