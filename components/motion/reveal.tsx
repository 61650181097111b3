'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { REVEAL } from '@/lib/constants';
import { claim, onceShareVisible, prefersReducedMotion, show, whenGateOpen } from './motion-env';

/**
 * Fades its content in and slides it up from REVEAL.slidePx, once, when REVEAL.threshold of it is
 * visible (or, if it is too tall for that, when it fills that share of the viewport). Only the motion class hides it (globals.css), so without JavaScript or with reduced
 * motion it is simply there. The Web Animations API runs it, with no animation library.
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return;
    let disposed = false;
    let stopObserving = () => {};
    const release = claim([element]);
    void whenGateOpen().then(() => {
      if (disposed) return;
      stopObserving = onceShareVisible(element, REVEAL.threshold, () => {
        show(element);
        element.animate(
          [
            { opacity: 0, transform: `translateY(${REVEAL.slidePx}px)` },
            { opacity: 1, transform: 'none' },
          ],
          { duration: REVEAL.durationMs, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
        );
      });
    });
    return () => {
      disposed = true;
      stopObserving();
      release();
    };
  }, []);

  return (
    <div ref={ref} className={className} data-reveal="">
      {children}
    </div>
  );
}
