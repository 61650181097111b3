import { lazyOnce } from '@/lib/lazy-once';

export type MotionDom = typeof import('./motion-dom-chunk');

let loaded: MotionDom | null = null;

/**
 * motion's DOM API, fetched once. Callers ask for it only after the page gate has opened, and the
 * gate opens after the window load, so the chunk never delays the load the gate waits for.
 */
export const loadMotion: () => Promise<MotionDom> = lazyOnce(async () => (loaded = await import('./motion-dom-chunk')));

/** motion's DOM API if it has loaded already, else null: for changes that cannot wait for it. */
export function motionIfLoaded(): MotionDom | null {
  return loaded;
}
