import { reportFailure } from '@/lib/lazy-once';
import { loadMotion, motionIfLoaded } from './load-motion';

type Value = number | [from: number, to: number];

/**
 * What a state change animates: opacity, visibility, and motion's independent transforms (px and
 * degrees). Independent transforms rather than `transform` strings because motion reads a running
 * or resting transform back as a matrix, and a string target would be mixed against that matrix.
 */
export type StyleTarget = {
  opacity?: Value;
  visibility?: 'visible' | 'hidden';
  x?: Value;
  y?: Value;
  scale?: Value;
  rotate?: Value;
};

const end = (value: Value): number => (Array.isArray(value) ? value[1] : value);

/** The target's final state as CSS properties: what settleStyle sets, and what a stylesheet can start from. */
export function styleOf(target: StyleTarget): { opacity?: number; visibility?: 'visible' | 'hidden'; transform?: string } {
  const { opacity, visibility, x, y, scale, rotate } = target;
  const transforms = [
    x !== undefined && `translateX(${end(x)}px)`,
    y !== undefined && `translateY(${end(y)}px)`,
    scale !== undefined && `scale(${end(scale)})`,
    rotate !== undefined && `rotate(${end(rotate)}deg)`,
  ].filter(Boolean);
  return {
    ...(opacity !== undefined && { opacity: end(opacity) }),
    ...(visibility && { visibility }),
    ...(transforms.length > 0 && { transform: transforms.join(' ') }),
  };
}

/** Puts the element straight into the target's final state, with no animation. */
function settleStyle(element: HTMLElement | SVGElement, target: StyleTarget): void {
  const { opacity, visibility, transform } = styleOf(target);
  if (opacity !== undefined) element.style.opacity = String(opacity);
  if (visibility) element.style.visibility = visibility;
  if (transform) element.style.transform = transform;
}

/**
 * Animates `element` to `target` with motion's `animate` over `durationMs` (a state change: the
 * menu opening, the bar fading, a new role). With reduced motion, or while motion has not loaded
 * (it loads once the gate opens; a change can come first), the target is set at once, so the state
 * shows when it changes and never later; motion is asked for, for the next change. Returns a
 * function that stops the animation where it is, for the next state change to take over from there.
 */
export function animateStyle(element: HTMLElement | SVGElement, target: StyleTarget, durationMs: number, reduced: boolean): () => void {
  const motion = reduced ? null : motionIfLoaded();
  if (!motion) {
    settleStyle(element, target);
    if (!reduced) {
      loadMotion().catch((error: unknown) => reportFailure('motion could not be loaded; changes show without animation.', error));
    }
    return () => {};
  }
  const controls = motion.animate(element, target, { duration: durationMs / 1000, ease: 'easeInOut' });
  return () => controls.stop();
}
