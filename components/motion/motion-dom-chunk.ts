// Import only through load-motion.ts, or motion lands in the first JavaScript; named re-exports let the bundler drop the rest.
export { animate, inView, mapValue, motionValue, scroll, springValue, stagger, styleEffect, transformValue } from 'motion';
