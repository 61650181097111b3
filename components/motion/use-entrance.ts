'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, type RefObject } from 'react';
import { loadMotion, type MotionDom } from './load-motion';
import { whenGateOpen } from './motion-env';

type Cleanup = () => void;

/**
 * A task boundary. motion's chunk is evaluated in one task; each island then starts in a task of
 * its own, so none grows long enough to block input (a Lighthouse long task was all of them at once).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs an island's entrance animations with motion's DOM API, after the page gate opens.
 *
 * What an island animates in starts hidden by the stylesheet (`html.motion` in globals.css), with
 * a CSS fallback that shows it after a few seconds if no island ever runs. `hidden(root)` names
 * those elements: this hook takes them over at hydration (the fallback is switched off), loads
 * motion once the gate is open and hands them to `start`, which returns its cleanup. If motion
 * cannot load, they are shown as they are, at once. With reduced motion asked for (MotionConfig
 * reducedMotion="user"), the stylesheet hides nothing and this does nothing.
 */
export function useEntrance<E extends HTMLElement>(
  ref: RefObject<E | null>,
  hidden: (root: E) => HTMLElement[],
  start: (motion: MotionDom, root: E) => Cleanup,
  what: string,
): void {
  const reduced = useReducedMotionConfig();

  useEffect(() => {
    const root = ref.current;
    if (!root || reduced) return;
    const elements = hidden(root);
    for (const element of elements) element.style.animation = 'none';
    let disposed = false;
    let stop: Cleanup = () => {};
    void whenGateOpen()
      .then(loadMotion)
      .then(
        async (motion) => {
          await nextTask();
          if (!disposed) stop = start(motion, root);
        },
        (error: unknown) => {
          console.error(`${what}: motion could not be loaded; showing it without animation.`, error);
          if (!disposed) for (const element of elements) element.style.opacity = '1';
        },
      );
    return () => {
      disposed = true;
      stop();
      for (const element of elements) {
        element.style.animation = '';
        element.style.opacity = '';
      }
    };
    // The callbacks are module-level functions at every call site; only the preference matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reduced]);
}
