import { isTallReveal, REVEAL_SHARE } from '@/components/first-paint/reveal-rule';
import type { MotionDom } from './load-motion';

type InViewOptions = NonNullable<Parameters<MotionDom['inView']>[2]>;

/** Tallness is re-decided on every resize: a refresh can bring many more projects, a phone can turn. */
export function onceRevealDue(motion: MotionDom, element: HTMLElement, onVisible: () => void): () => void {
  let stopWatching: (() => void) | null = null;
  let tall: boolean | null = null;
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => watch());
  function cleanup() {
    stopWatching?.();
    resizes?.disconnect();
    window.removeEventListener('resize', watch);
  }
  function visible() {
    cleanup();
    onVisible();
  }
  function watch() {
    const isTall = isTallReveal(element.getBoundingClientRect().height, window.innerHeight);
    if (isTall === tall) return;
    tall = isTall;
    stopWatching?.();
    // Tall: it is due once it covers the viewport's bottom REVEAL_SHARE.
    stopWatching = isTall
      ? motion.inView(element, visible, { amount: 0, margin: `0px 0px -${REVEAL_SHARE * 100}% 0px` as InViewOptions['margin'] })
      : motion.inView(element, visible, { amount: REVEAL_SHARE });
  }
  resizes?.observe(element);
  window.addEventListener('resize', watch, { passive: true });
  watch();
  return cleanup;
}
