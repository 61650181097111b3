// Import only through load-motion.ts, or motion lands in the first JavaScript; named re-exports let the bundler drop the rest.
// `animate` is motion's Web Animations one (animateMini): every value animated here (opacity, a
// transform, visibility) goes to the browser at once. The hybrid animate built a visual element per
// target and resolved keyframes a frame later: starting one reveal took 18 ms of a mid-tier phone's
// main thread inside the scroll that revealed it.
export { animateMini as animate, inView, mapValue, motionValue, scroll, springValue, styleEffect, transformValue } from 'motion';
