export const GATE_CLOSED_CLASS = 'gate-closed';
/** Set only when motion is welcome: CSS then hides what animates in. */
export const MOTION_CLASS = 'motion';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const GATE_OPEN = 'gate-open';

/** An animation run while the content is hidden would be over before anyone saw it. */
export function whenGateOpen(): Promise<void> {
  if (!document.documentElement.classList.contains(GATE_CLOSED_CLASS)) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener(GATE_OPEN, () => resolve(), { once: true }));
}
