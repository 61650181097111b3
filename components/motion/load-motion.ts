import { lazyOnce } from '@/lib/lazy-chunks';

export type MotionDom = typeof import('./motion-dom-chunk');

/** Ask only after the gate opens, so the chunk never delays the load the gate waits for. */
export const loadMotion: () => Promise<MotionDom> = lazyOnce(() => import('./motion-dom-chunk'));
