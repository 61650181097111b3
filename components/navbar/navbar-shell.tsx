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
});

// Ends on visibility: hidden so a hidden bar's links can be neither clicked nor tabbed to.
const hiddenBar = css({ pointerEvents: 'none' });

const barLook = (hidden: boolean): StyleTarget => (hidden ? { opacity: 0, visibility: 'hidden' } : { opacity: 1, visibility: 'visible' });

export function NavbarShell({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useAnimatedState(ref, hidden, barLook, NAVBAR.fadeMs);

  useEffect(() => {
    const update = () => setHidden(window.scrollY >= NAVBAR.hideThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);


  return (
    <header ref={ref} css={[bar, hidden && hiddenBar]}>
      {children}
    </header>
  );
}
