'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { NAVBAR } from '@/lib/constants';
import styles from './navbar.module.css';

const shownAt = () => window.scrollY < NAVBAR.hideThresholdPx;

/** Never read as React asks, so hydration's check lays nothing out; the gate opens at the top. */
let shownOnLastRead = true;

function subscribeScroll(onChange: () => void): () => void {
  const update = () => {
    shownOnLastRead = shownAt();
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  const frame = window.requestAnimationFrame(update);
  return () => {
    window.cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

const shownNow = () => shownOnLastRead;

/** Shown only near the top; React renders again only as a scroll crosses the line, and CSS fades it. */
export function NavbarShell({ children }: { children: ReactNode }) {
  const shown = useSyncExternalStore(subscribeScroll, shownNow, () => true);
  return (
    <header className={styles.bar} data-hidden={shown ? undefined : ''}>
      {children}
    </header>
  );
}
