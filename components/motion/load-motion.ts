import { lazyOnce } from '@/lib/lazy-chunks';

export type MotionDom = typeof import('./motion-dom-chunk');

/** Asked only after the gate opens, so that it never delays the load the gate waits for. */
export const loadMotion: () => Promise<MotionDom> = lazyOnce(() => import('./motion-dom-chunk'));

const INTENT_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'resize'] as const;

let wanted: Promise<void> | null = null;

/** The gate opens at the top, so a page scrolled since was scrolled by the visitor. */
const scrolledAlready = () => window.scrollY !== 0 || window.scrollX !== 0;

/** Nothing motion drives happens before a scroll, pointer, touch, key or resize: a visit that only reads
 * never fetches it. Asked at hydration, it counts a scroll made before then, which no event would repeat. */
export function whenMotionWanted(): Promise<void> {
  wanted ??= new Promise((resolve) => {
    if (scrolledAlready()) return resolve();
    const options = { capture: true, passive: true } as const;
    const go = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, go, options);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, go, options);
  });
  return wanted;
}
