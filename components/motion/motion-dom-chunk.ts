// Import only through load-motion.ts, or motion lands in the first JavaScript. `animate` is the Web
// Animations one: the hybrid one built a visual element per target, inside the scroll that revealed it.
export { animateMini as animate, inView, mapValue, motionValue, scroll, springValue, styleEffect, transformValue } from 'motion';
