import { lazyOnce } from '@/lib/lazy-chunks';

export type MotionDom = typeof import('./motion-dom-chunk');

/** Ask only after the gate opens, so the chunk never delays the load the gate waits for. */
export const loadMotion: () => Promise<MotionDom> = lazyOnce(() => import('./motion-dom-chunk'));

/** What can bring a reveal into view, spring the hero or drift its tags. */
const INTENT_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'resize'] as const;

let wanted: Promise<void> | null = null;

/**
 * Resolves at the visitor's first scroll, pointer, touch, key or resize. Until then nothing motion
 * drives can happen (what the first screen shows comes in by CSS), so a visit that only reads the
 * first screen never fetches or runs motion's chunk.
 */
export function whenMotionWanted(): Promise<void> {
  wanted ??= new Promise((resolve) => {
    const options = { capture: true, passive: true } as const;
    const go = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, go, options);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, go, options);
  });
  return wanted;
}
