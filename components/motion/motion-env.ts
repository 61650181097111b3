import { GATE_CLOSED_CLASS } from '@/components/page-gate/gate-script';

/** With reduced motion requested, content is simply visible: nothing animates, pulses or drifts. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Takes elements over from the stylesheet's motion fallback: they stay hidden (by the CSS) until
 * `show` brings them in. Returns a function that hands them back.
 */
export function claim(elements: HTMLElement[]): () => void {
  for (const element of elements) element.style.animation = 'none';
  return () => {
    for (const element of elements) {
      element.style.animation = '';
      element.style.opacity = '';
    }
  };
}

/** Makes a claimed element visible for good; an animation may bring it in from hidden. */
export function show(element: HTMLElement): void {
  element.style.opacity = '1';
}

/**
 * Resolves once the page gate is open. Animations wait for it: one that ran while the content was
 * hidden would be over before anyone saw it.
 */
export function whenGateOpen(): Promise<void> {
  const root = document.documentElement;
  if (!root.classList.contains(GATE_CLOSED_CLASS)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.classList.contains(GATE_CLOSED_CLASS)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(root, { attributes: true, attributeFilter: ['class'] });
  });
}

/** Resolves after the window's load event: lazy chunks start then, so they never delay it. */
export function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Calls `onVisible` once, when `threshold` of the element is in view (or within `rootMargin` of
 * it). Returns a cleanup.
 */
export function onceVisible(element: Element, threshold: number, onVisible: () => void, rootMargin = '0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold, rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Calls `onVisible` once, when `share` of the element is in view. An element so tall that `share`
 * of it never fits in the viewport (a grid of dozens of projects on a phone) would never qualify,
 * and would stay hidden for good; it qualifies instead when it fills `share` of the viewport.
 * Which rule applies is decided again whenever the element's or the viewport's size changes (a
 * refresh can bring many more projects; a phone turns). Returns a cleanup.
 */
export function onceShareVisible(element: Element, share: number, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || typeof ResizeObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  let observer: IntersectionObserver | null = null;
  let tall: boolean | null = null;
  const resizes = new ResizeObserver(() => watch());
  function cleanup() {
    observer?.disconnect();
    resizes.disconnect();
    window.removeEventListener('resize', watch);
  }
  function watch() {
    const isTall = element.getBoundingClientRect().height * share > window.innerHeight;
    if (isTall === tall) return;
    tall = isTall;
    observer?.disconnect();
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && (isTall || entry.intersectionRatio >= share))) {
          cleanup();
          onVisible();
        }
      },
      // Tall: the viewport less its bottom `share` is the root, so the element meets it once it
      // covers that bottom band.
      isTall ? { threshold: 0, rootMargin: `0px 0px -${share * 100}% 0px` } : { threshold: share },
    );
    observer.observe(element);
  }
  resizes.observe(element);
  window.addEventListener('resize', watch, { passive: true });
  watch();
  return cleanup;
}
