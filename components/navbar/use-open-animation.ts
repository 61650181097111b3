'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { NAVBAR } from '@/lib/constants';

/** Each property's closed value, then its open value: an opening plays them forward, a closing back. */
export type OpenKeyframes = PropertyIndexedKeyframes;

/**
 * Animates a menu part between its closed and open looks, which its stylesheet holds by state
 * attribute. A Web Animation, not a CSS transition: every transition starts with transitionrun and
 * transitionstart events, which bubble to React's root listener and were a third of the frame that
 * answers the click. A change mid-way reverses the running animation from where it is.
 */
export function useOpenAnimation(ref: RefObject<Element | null>, open: boolean, keyframes: OpenKeyframes): void {
  const reduced = useReducedMotionConfig() ?? false;
  const shown = useRef(open);
  const running = useRef<Animation | null>(null);

  // Before the paint: the state's own look must not show for a frame before its animation starts.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || shown.current === open) return;
    shown.current = open;
    const animation = running.current;
    if (animation?.playState === 'running') {
      animation.reverse();
      return;
    }
    if (reduced) return;
    running.current = element.animate(keyframes, { duration: NAVBAR.dropdownAnimationMs, easing: 'ease-in-out', direction: open ? 'normal' : 'reverse' });
    // keyframes is a module constant at every call site; the state and the preference are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reduced]);
}
