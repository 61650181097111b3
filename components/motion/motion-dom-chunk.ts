/**
 * The lazy chunk of motion's DOM API: what the islands use of motion, fetched once the page gate
 * has opened by load-motion.ts (never import this file directly, or motion lands in the page's
 * first JavaScript). Re-exported by name so the bundler keeps only these.
 */
export { animate, inView, mapValue, motionValue, scroll, springValue, stagger, styleEffect, transformValue } from 'motion';
