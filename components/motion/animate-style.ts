import { reportFailure } from '@/lib/lazy-chunks';
import { loadMotion, motionIfLoaded } from './load-motion';

export type StyleTarget = { opacity?: number; visibility?: 'visible' | 'hidden' };

function settleStyle(element: HTMLElement | SVGElement, { opacity, visibility }: StyleTarget): void {
  if (opacity !== undefined) element.style.opacity = String(opacity);
  if (visibility) element.style.visibility = visibility;
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
  // Both ends given: the computed style is read once here, where motion would read each value alone.
  const now = getComputedStyle(element);
  const keyframes = {
    ...(target.opacity !== undefined && { opacity: [Number(now.opacity), target.opacity] }),
    ...(target.visibility && { visibility: [now.visibility, target.visibility] }),
  };
  const controls = motion.animate(element, keyframes, { duration: durationMs / 1000, ease: 'easeInOut' });
  return () => controls.stop();
}
