'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { NAVBAR } from '@/lib/constants';

/** Each property's closed value, then its open value: an opening plays them forward, a closing back. */
export type OpenKeyframes = PropertyIndexedKeyframes;

/**
 * Animates a menu part between its closed and open looks, which its stylesheet holds by state
 * attribute: call the returned function as the state changes, in the same task. A Web Animation, not
 * a CSS transition: every transition starts with transitionrun and transitionstart events, which
 * bubble to React's root listener and were a third of the frame that answers the click. A change
 * mid-way reverses the running animation from where it is.
 *
 * The animation is built once, after hydration, and only played on a change: building it parses its
 * keyframes, about a tenth of the script of the menu's opening click on a mid-tier phone.
 */
export function useOpenAnimation(ref: RefObject<Element | null>, keyframes: OpenKeyframes): (open: boolean) => void {
  const reduced = useReducedMotionConfig() ?? false;
  const reducedRef = useRef(reduced);
  useEffect(() => {
    reducedRef.current = reduced;
  }, [reduced]);
  const animation = useRef<Animation | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof KeyframeEffect === 'undefined') return;
    animation.current = new Animation(new KeyframeEffect(element, keyframes, { duration: NAVBAR.dropdownAnimationMs, easing: 'ease-in-out' }));
    return () => {
      animation.current?.cancel();
      animation.current = null;
    };
    // keyframes is a module constant at every call site, the element is there from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return useCallback((open: boolean) => {
    const running = animation.current;
    if (!running) return;
    if (running.playState === 'running') {
      running.reverse();
      return;
    }
    if (reducedRef.current) return;
    // Forwards from the closed look, or backwards from the open one: from idle, play() starts at that
    // end. Turning a finished animation's rate round instead left Chromium's cached phase behind (the
    // page's style had no animation until its next frame).
    running.cancel();
    running.playbackRate = open ? 1 : -1;
    // Visible while it fades, either way (a closed look may hide it), and the stylesheet's again after.
    // Among the keyframes, visibility, which the compositor cannot animate, kept the whole animation
    // on the main thread, restyling the part in every frame.
    const element = ref.current as HTMLElement | SVGElement | null;
    element?.style.setProperty('visibility', 'visible');
    running.onfinish = () => element?.style.removeProperty('visibility');
    running.play();
  }, [ref]);
}
