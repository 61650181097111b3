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
