// Import only through load-motion.ts, or motion lands in the first JavaScript; named re-exports let the bundler drop the rest.
// `animate` is motion's Web Animations one (animateMini): every value animated here (opacity, a
// transform, visibility) goes to the browser at once. The hybrid animate built a visual element per
// target and resolved keyframes a frame later: starting a reveal took 22 ms in the observer's
// callback and 31 ms in the next frame at ×3, inside the scroll that revealed it.
export { animateMini as animate, inView, mapValue, motionValue, scroll, springValue, styleEffect, transformValue } from 'motion';
