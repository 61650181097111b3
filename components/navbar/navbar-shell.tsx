'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { NAVBAR } from '@/lib/constants';
import styles from './navbar.module.css';

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const shownNow = () => window.scrollY < NAVBAR.hideThresholdPx;

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
