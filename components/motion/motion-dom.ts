/**
 * What the islands use of motion: its DOM API, in one lazy chunk that is fetched once the page
 * gate has opened (see load-motion.ts). Re-exported by name so the bundler keeps only these.
 */
export { animate, inView, mapValue, motionValue, scroll, springValue, stagger, styleEffect, transformValue } from 'motion';
