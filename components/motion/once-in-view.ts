import type { MotionDom } from './load-motion';

type InViewOptions = NonNullable<Parameters<MotionDom['inView']>[2]>;

/**
 * Calls `onVisible` once, when `share` of the element is in view, watched by motion's `inView`.
 * An element so tall that `share` of it never fits in the viewport (a grid of dozens of projects
 * on a phone) would never qualify, and would stay hidden for good; it qualifies instead when it
 * fills `share` of the viewport. Which rule applies is decided again whenever the element's or the
 * viewport's size changes (a refresh can bring many more projects; a phone turns). Returns a cleanup.
 */
export function onceShareInView(motion: MotionDom, element: HTMLElement, share: number, onVisible: () => void): () => void {
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
    const isTall = element.getBoundingClientRect().height * share > window.innerHeight;
    if (isTall === tall) return;
    tall = isTall;
    stopWatching?.();
    // Tall: the viewport less its bottom `share` is the root, so the element meets it once it
    // covers that bottom band.
    stopWatching = isTall
      ? motion.inView(element, visible, { amount: 0, margin: `0px 0px -${share * 100}% 0px` as InViewOptions['margin'] })
      : motion.inView(element, visible, { amount: share });
  }
  resizes?.observe(element);
  window.addEventListener('resize', watch, { passive: true });
  watch();
  return cleanup;
}
