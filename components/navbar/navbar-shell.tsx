/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type ReactNode } from 'react';
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
  // Ends on visibility: hidden (barFader) so a hidden bar's links can be neither clicked nor tabbed to. A state
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

/**
 * Fades the bar to hidden or shown over NAVBAR.fadeMs: a Web Animation of its opacity, which the
 * inline style then holds; a change mid-fade reverses the running fade from where it is. It is shown
 * (visibility) at once and hidden once its fade is over. The fade animates opacity alone, which the
 * compositor runs: with visibility among its keyframes it ran on the main thread, restyling the bar
 * in every frame of its 1.2 s, across the hero's scroll springs. Nothing is read from the page: the
 * computed style a fade started from forced a style update inside the scroll's frame.
 */
function barFader(header: HTMLElement, reduced: boolean): (hidden: boolean) => void {
  let running: Animation | null = null;
  let hiddenNow = header.hasAttribute(HIDDEN_ATTRIBUTE);
  const settle = () => {
    if (hiddenNow) header.style.visibility = 'hidden';
  };
  return (hidden) => {
    if (hidden === hiddenNow) return;
    hiddenNow = hidden;
    header.toggleAttribute(HIDDEN_ATTRIBUTE, hidden);
    header.style.opacity = hidden ? '0' : '1';
    if (!hidden) header.style.visibility = 'visible';
    if (running?.playState === 'running') return running.reverse();
    if (reduced) return settle();
    running = header.animate({ opacity: hidden ? [1, 0] : [0, 1] }, { duration: NAVBAR.fadeMs, easing: 'ease-in-out' });
    running.onfinish = settle;
  };
}

/**
 * Hidden from the threshold down, shown above it, fading between. The change is the observer's own
 * doing, not React state: a render of the shell for each crossing was a 13 to 18 ms task inside the
 * frames of the hero's scroll springs on a mid-tier phone (x7.6).
 */
export function NavbarShell({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const markerRef = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotionConfig() ?? false;

  useEffect(() => {
    const header = ref.current;
    const marker = markerRef.current;
    if (!header || !marker) return;
    const fade = barFader(header, reduced);
    // The marker is the threshold's last pixel: in view (wholly or in part) above the threshold, out
    // of it from there down. The entry says so; reading scrollY would force a layout.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) fade(entry.intersectionRatio === 0);
      },
      { threshold: [0, 1] },
    );
    observer.observe(marker);
    return () => observer.disconnect();
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
