'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type RefObject } from 'react';
import { animateStyle, type StyleTarget } from './animate-style';

/** Only changes animate: the state rendered on the server is already on screen. */
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
