/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StyleTarget } from '@/components/motion/animate-style';
import { useAnimatedState } from '@/components/motion/use-animated-state';
import { NAVBAR } from '@/lib/constants';

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
  '&[data-hidden]': { pointerEvents: 'none' },
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

export function NavbarShell({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const markerRef = useRef<HTMLDivElement>(null);
  useAnimatedState(ref, hidden, barLook, NAVBAR.fadeMs);

  useEffect(() => {
    const update = () => setHidden(window.scrollY >= NAVBAR.hideThresholdPx);
    update();
    // Fully in view below the threshold, edge to edge at it, out of view beyond: each step is a call.
    const observer = new IntersectionObserver(update, { threshold: [0, 1] });
    if (markerRef.current) observer.observe(markerRef.current);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={markerRef} css={thresholdMarker} aria-hidden="true" />
      <header ref={ref} css={bar} data-hidden={hidden || undefined}>
        {children}
      </header>
    </>
  );
}
