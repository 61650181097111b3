import { isRevealDue, REVEAL_SHARE, REVEALED_ATTRIBUTE } from '@/components/first-paint/reveal-rule';
import type { MotionDom } from './load-motion';

/** Checked as motion's inView sees it enter, then on each scroll, resize or change of its size
 * (a refresh, a run of cards) while it stays in. */
export function whenRevealDue(motion: MotionDom, element: HTMLElement, onDue: () => void): () => void {
  if (element.hasAttribute(REVEALED_ATTRIBUTE)) return () => {};
  let done = false;
  let leave = () => {};
  let stopWatching = () => {};
  const stop = () => {
    done = true;
    leave();
    stopWatching();
  };
  stopWatching = motion.inView(element, () => {
    const check = () => {
      if (done || !isRevealDue(element.getBoundingClientRect(), window.innerHeight, REVEAL_SHARE)) return;
      stop();
      onDue();
    };
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    sizes?.observe(element);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    leave = () => {
      sizes?.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
    check();
    return () => leave();
  });
  return stop;
}
