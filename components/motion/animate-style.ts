import { reportFailure } from '@/lib/lazy-chunks';
import { loadMotion, motionIfLoaded } from './load-motion';

type Value = number | [from: number, to: number];

/** Independent transforms, not `transform` strings: motion reads a transform back as a matrix and would mix a string against it. */
export type StyleTarget = {
  opacity?: Value;
  visibility?: 'visible' | 'hidden';
  x?: Value;
  y?: Value;
  scale?: Value;
  rotate?: Value;
};

const end = (value: Value): number => (Array.isArray(value) ? value[1] : value);

function styleOf(target: StyleTarget): { opacity?: number; visibility?: 'visible' | 'hidden'; transform?: string } {
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

function settleStyle(element: HTMLElement | SVGElement, target: StyleTarget): void {
  const { opacity, visibility, transform } = styleOf(target);
  if (opacity !== undefined) element.style.opacity = String(opacity);
  if (visibility) element.style.visibility = visibility;
  if (transform) element.style.transform = transform;
}

/**
 * Without motion loaded yet (a change can precede the gate), the target is set at once so a state never
 * shows late. The returned stop leaves the element where it is for the next change to take over.
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
