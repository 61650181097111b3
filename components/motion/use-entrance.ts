'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, type RefObject } from 'react';
import { GATE } from '@/lib/constants';
import { reportFailure } from '@/lib/lazy-once';
import { loadMotion, type MotionDom } from './load-motion';
import { REVEALED_ATTRIBUTE, whenGateOpen } from '@/lib/page-lifecycle';

type Cleanup = () => void;

/**
 * A task boundary. motion's chunk is evaluated in one task; each island then starts in a task of
 * its own, so none grows long enough to block input (a Lighthouse long task was all of them at once).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const show = (elements: HTMLElement[]) => elements.forEach((element) => (element.style.opacity = '1'));

/**
 * Runs an island's entrance animations with motion's DOM API, after the page gate opens.
 *
 * What an island animates in starts hidden by the stylesheet (`html.motion` in globals.css), with
 * a CSS fallback that shows it after GATE.motionFallbackMs if no island ever runs. `hidden(root)`
 * names those elements: this hook takes them over at hydration (the fallback is switched off,
 * and the same deadline kept), loads motion once the gate is open and hands them to `start`,
 * which returns its cleanup. If motion cannot load, if `start` throws, or if the deadline passes
 * first, they are shown as they are, at once. If the fallback has already shown them (a very late
 * hydration) or the gate brought them in by CSS ([data-revealed]), they are left as they are.
 * With reduced motion asked for (MotionConfig reducedMotion="user"), the stylesheet hides nothing
 * and this does nothing. `islandName` opens the console message of either fallback.
 */
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
    // Left as they are: what the gate brought in by CSS as it opened, or what the fallback showed.
    if (elements.some((element) => element.hasAttribute(REVEALED_ATTRIBUTE) || getComputedStyle(element).opacity !== '0')) return;
    for (const element of elements) element.style.animation = 'none';
    let settled = false;
    let stop: Cleanup = () => {};
    const giveUp = (report: () => void) => {
      if (settled) return;
      settled = true;
      report();
      show(elements);
    };
    // A slow network, not a fault: said, not reported as an error.
    const deadline = setTimeout(
      () => giveUp(() => console.warn(`${islandName}: motion did not arrive within ${GATE.motionFallbackMs} ms; showing it without animation.`)),
      GATE.motionFallbackMs,
    );
    void whenGateOpen()
      .then(loadMotion)
      .then(async (motion) => {
        await nextTask();
        if (settled) return;
        clearTimeout(deadline);
        stop = start(motion, root); // if it throws, the catch below shows the content
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
