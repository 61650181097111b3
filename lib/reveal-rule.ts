import { REVEAL } from './constants';

/**
 * The one statement of what a reveal is and when it is due. Under html.motion a reveal starts
 * hidden (styles/globals.css, which cannot import this and spells the selector itself); the gate
 * brings in those due as it opens, motion the rest as they become due.
 */
export const REVEAL_ATTRIBUTE = 'data-reveal';
export const REVEAL_SELECTOR = `[${REVEAL_ATTRIBUTE}]`;

/** The share of a reveal that must be in view: the spec's threshold. */
export const REVEAL_SHARE = REVEAL.threshold;

/**
 * A reveal so tall that REVEAL_SHARE of it never fits in the viewport would never be due; it is
 * due instead once it fills that share of the viewport.
 */
export const isTallReveal = (height: number, viewportHeight: number): boolean => height * REVEAL_SHARE > viewportHeight;

/**
 * The rule as the source of a plain JavaScript function `(box, viewportHeight) => boolean`, for
 * code that runs in the page as a string: the gate's inline script and the e2e checks.
 */
export const REVEAL_DUE_SOURCE = `function(r,h){var s=${REVEAL_SHARE},seen=Math.min(r.bottom,h)-Math.max(r.top,0);return seen>0&&seen>=s*(r.height*s>h?h:r.height);}`;
