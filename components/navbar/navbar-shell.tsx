'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { NAVBAR } from '@/lib/constants';
import styles from './navbar.module.css';

const shownAt = () => window.scrollY < NAVBAR.hideThresholdPx;

/** The gate opens at the top; read again on each scroll, never as React asks, so hydration's check lays nothing out. */
let shownOnLastRead = true;

function subscribeScroll(onChange: () => void): () => void {
  const update = () => {
    shownOnLastRead = shownAt();
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  // A scroll made before hydration, read in a frame, where the page is laid out anyway.
  const frame = window.requestAnimationFrame(update);
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

const shownNow = () => shownOnLastRead;

/**
 * The fixed bar, shown only near the top. React re-renders it only when a scroll crosses the
 * threshold (the snapshot flips); the fade is a CSS transition on the attribute it renders.
 */
export function NavbarShell({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(subscribeScroll, shownNow, () => true);
  return (
    <header className={styles.bar} data-hidden={shown ? undefined : ''}>
      {children}
    </header>
  );
}
