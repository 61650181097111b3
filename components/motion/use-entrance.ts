'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, type RefObject } from 'react';
import { whenGateOpen } from '@/components/first-paint/gate-signals';
import { GATE } from '@/lib/constants';
import { reportFailure } from '@/lib/lazy-chunks';
import { loadMotion, whenMotionWanted, type MotionDom } from './load-motion';

type Cleanup = () => void;

/** A task per island, so that no single task grows long enough to block input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Starts an island's motion once the gate is open and motion wanted; a failure or a missed deadline calls `showWithoutMotion`. */
export function useEntrance<E extends HTMLElement>(
  ref: RefObject<E | null>,
  start: (motion: MotionDom, root: E) => Cleanup,
  islandName: string,
  showWithoutMotion: (root: E) => void = () => {},
): void {
  const reduced = useReducedMotionConfig();

  useEffect(() => {
    const root = ref.current;
    if (!root || reduced) return;
    let settled = false;
    let stop: Cleanup = () => {};
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const giveUp = (report: () => void) => {
      if (settled) return;
      settled = true;
      report();
      showWithoutMotion(root);
    };
    void whenGateOpen()
      .then(whenMotionWanted)
      .then(() => {
        // A slow network, not a fault: said, not reported as an error.
        deadline = setTimeout(
          () => giveUp(() => console.warn(`${islandName}: motion did not arrive within ${GATE.motionFallbackMs} ms; showing it without animation.`)),
          GATE.motionFallbackMs,
        );
        return loadMotion();
      })
      .then(async (motion) => {
        await nextTask();
        if (settled) return;
        clearTimeout(deadline);
        stop = start(motion, root);
        settled = true;
      })
      .catch((error: unknown) => {
        clearTimeout(deadline);
        giveUp(() => reportFailure(`${islandName}: motion could not be loaded or started; showing it without animation.`, error));
      });
    return () => {
      settled = true;
      clearTimeout(deadline);
      stop();
    };
    // The callbacks are module-level functions at every call site; only the preference matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reduced]);
}
