import { lazyOnce } from '@/lib/lazy-chunks';

export type MotionDom = typeof import('./motion-dom-chunk');

let loaded: MotionDom | null = null;

/** Ask only after the gate opens, so the chunk never delays the load the gate waits for. */
export const loadMotion: () => Promise<MotionDom> = lazyOnce(async () => (loaded = await import('./motion-dom-chunk')));

export function motionIfLoaded(): MotionDom | null {
  return loaded;
}
