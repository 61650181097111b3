/** Lazy chunks start after the window's load, so they never delay it. */
export function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Runs `run` once the browser is idle; returns its cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => run());
  return () => window.cancelIdleCallback(handle);
}
