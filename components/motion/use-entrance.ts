'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, type RefObject } from 'react';
import { REVEALED_ATTRIBUTE, whenGateOpen } from '@/components/first-paint/page-lifecycle';
import { GATE } from '@/lib/constants';
import { reportFailure } from '@/lib/lazy-chunks';
import { loadMotion, whenMotionWanted, type MotionDom } from './load-motion';

type Cleanup = () => void;

/** A task per island, so that no single task grows long enough to block input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const show = (elements: HTMLElement[]) => elements.forEach((element) => (element.style.opacity = '1'));

/** Takes over the CSS fallback, keeping its deadline: a failure or a missed deadline shows them at once. */
export function useEntrance<E extends HTMLElement>(
  ref: RefObject<E | null>,
  hidden: (root: E) => HTMLElement[],
  start: (motion: MotionDom, root: E) => Cleanup,
  islandName: string,
): void {
  const reduced = useReducedMotionConfig();

  useEffect(() => {
    const root = ref.current;
    if (!root || reduced) return;
    const elements = hidden(root);
    // Already shown by the gate or the CSS fallback: leave them be.
    if (elements.some((element) => element.hasAttribute(REVEALED_ATTRIBUTE) || getComputedStyle(element).opacity !== '0')) return;
    for (const element of elements) element.style.animation = 'none';
    let settled = false;
    let stop: Cleanup = () => {};
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const giveUp = (report: () => void) => {
      if (settled) return;
      settled = true;
      report();
      show(elements);
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
      for (const element of elements) {
        element.style.animation = '';
        element.style.opacity = '';
      }
    };
    // The callbacks are module-level functions at every call site; only the preference matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reduced]);
}
