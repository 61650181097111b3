import { REVEAL } from '@/lib/constants';

// styles/globals.css cannot import this and spells the selector itself.
export const REVEAL_ATTRIBUTE = 'data-reveal';
export const REVEAL_SELECTOR = `[${REVEAL_ATTRIBUTE}]`;

export const REVEAL_SHARE = REVEAL.threshold;

/** Too tall for its share to ever fit, it is due once it fills that share of the viewport instead. */
export const isTallReveal = (height: number, viewportHeight: number): boolean => height * REVEAL_SHARE > viewportHeight;

/** As source text, for the gate's inline script and the e2e checks. */
export const REVEAL_DUE_SOURCE = `function(r,h){var s=${REVEAL_SHARE},seen=Math.min(r.bottom,h)-Math.max(r.top,0);return seen>0&&seen>=s*(r.height*s>h?h:r.height);}`;
