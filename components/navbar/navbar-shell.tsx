'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { NAVBAR } from '@/lib/constants';

/** The bar shows only while vertical scroll is under NAVBAR.hideThresholdPx; CSS fades it. */
export function NavbarShell({ className, children }: { className?: string; children: ReactNode }) {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const update = () => setHidden(window.scrollY >= NAVBAR.hideThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <header className={className} data-hidden={hidden ? '' : undefined}>
      {children}
    </header>
  );
}
