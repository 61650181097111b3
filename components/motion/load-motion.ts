import { lazyImport } from '@/lib/lazy-import';

export type MotionDom = typeof import('./motion-dom');

let motion: Promise<MotionDom> | undefined;
let loaded: MotionDom | null = null;

/**
 * motion's DOM API, fetched once. Callers ask for it only after the page gate has opened, and the
 * gate opens after the window load, so the chunk never delays the load the gate waits for.
 */
export function loadMotion(): Promise<MotionDom> {
  motion ??= lazyImport(() => import('./motion-dom')).then((module) => (loaded = module));
  motion.catch(() => (motion = undefined)); // a later call tries again
  return motion;
}

/** motion's DOM API if it has loaded already, else null: for changes that cannot wait for it. */
export function loadedMotion(): MotionDom | null {
  return loaded;
}
