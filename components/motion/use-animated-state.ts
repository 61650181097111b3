'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type RefObject } from 'react';
import { animateStyle, type StyleTarget } from './animate-style';

/**
 * Animates an element into the look of each new `state` (the bar hidden, the menu open, another
 * role) with animateStyle, over `durationMs`. The state it was rendered with, on the server too,
 * is already on screen: only changes animate. With reduced motion (MotionConfig
 * reducedMotion="user"), each change is set at once. A change that comes mid-animation takes over
 * from where the last one stopped.
 */
export function useAnimatedState<T, E extends HTMLElement | SVGElement>(
  ref: RefObject<E | null>,
  state: T,
  lookOf: (state: T) => StyleTarget,
  durationMs: number,
): void {
  const reduced = useReducedMotionConfig() ?? false;
  const onScreen = useRef(state);

  useEffect(() => {
    const element = ref.current;
    if (!element || Object.is(onScreen.current, state)) return;
    onScreen.current = state;
    return animateStyle(element, lookOf(state), durationMs, reduced);
    // lookOf derives the look from the state alone: the state and the preference are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, reduced]);
}
