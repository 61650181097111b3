/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { animateStyle, type StyleTarget } from '@/components/motion/animate-style';
import { NAVBAR } from '@/lib/constants';

const HIDDEN_ATTRIBUTE = 'data-hidden';

const bar = css({
  position: 'fixed',
  inset: '0 0 auto',
  zIndex: 50,
  height: 'var(--navbar-height)',
  background: 'color-mix(in srgb, var(--page-bg) 88%, transparent)',
  backdropFilter: 'blur(8px)',
  borderBottom: '1px solid var(--line)',
  // Ends on visibility: hidden so a hidden bar's links can be neither clicked nor tabbed to. A state
  // attribute, not a second class: emotion would insert that class's rule as the bar first hides,
  // and the whole page's styles would be recalculated in the middle of the scroll.
  [`&[${HIDDEN_ATTRIBUTE}]`]: { pointerEvents: 'none' },
});

/**
 * The threshold's last pixel. An observer of it calls back only as scrolling crosses the threshold;
 * a scroll listener ran on every scroll event, and its read of scrollY forced a style and layout
 * update each time, inside the frames of the hero's scroll springs.
 */
const thresholdMarker = css({
  position: 'absolute',
  top: NAVBAR.hideThresholdPx - 1,
  left: 0,
  width: 1,
  height: 1,
  pointerEvents: 'none',
});

const barLook = (hidden: boolean): StyleTarget => (hidden ? { opacity: 0, visibility: 'hidden' } : { opacity: 1, visibility: 'visible' });

/**
 * Hidden from the threshold down, shown above it, fading between. The change is the observer's own
 * doing, not React state: a render of the shell for each crossing was a 13 to 18 ms task inside the
 * frames of the hero's scroll springs on a mid-tier phone (x7.6), with a forced style update after it.
 */
export function NavbarShell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const markerRef = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotionConfig() ?? false;

  useEffect(() => {
    const header = ref.current;
    const marker = markerRef.current;
    if (!header || !marker) return;
    // Shown, as the server rendered it; only changes animate.
    let hidden = false;
    let stop = () => {};
    const update = () => {
      const now = window.scrollY >= NAVBAR.hideThresholdPx;
      if (now === hidden) return;
      hidden = now;
      header.toggleAttribute(HIDDEN_ATTRIBUTE, now);
      stop();
      stop = animateStyle(header, barLook(now), NAVBAR.fadeMs, reduced);
    };
    update();
    // Fully in view below the threshold, edge to edge at it, out of view beyond: each step is a call.
    const observer = new IntersectionObserver(update, { threshold: [0, 1] });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      stop();
    };
  }, [reduced]);

  return (
    <>
      <div ref={markerRef} css={thresholdMarker} aria-hidden="true" />
      <header ref={ref} css={bar}>
        {children}
      </header>
    </>
  );
}
