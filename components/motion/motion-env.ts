import { GATE_CLOSED_CLASS } from '@/components/page-gate/gate-script';

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
