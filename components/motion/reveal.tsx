'use client';

import { useRef, type ReactNode } from 'react';
import { markRevealed, REVEAL_ATTRIBUTE, REVEALED_ATTRIBUTE } from '@/components/first-paint/reveal-rule';
import { EASE_OUT, REVEAL } from '@/lib/constants';
import type { MotionDom } from './load-motion';
import { useEntrance } from './use-entrance';
import { whenRevealDue } from './when-reveal-due';

const showAtOnce = (element: HTMLElement) => markRevealed(element, 'shown', REVEALED_ATTRIBUTE);

function startReveal(motion: MotionDom, element: HTMLElement): () => void {
  return whenRevealDue(motion, element, () => {
    showAtOnce(element);
    motion.animate(
      element,
      { opacity: [0, 1], transform: [`translateY(${REVEAL.slidePx}px)`, 'none'] },
      { duration: REVEAL.durationMs / 1000, ease: [...EASE_OUT] },
    );
  });
}

/** Hidden only by the stylesheet, until marked revealed: without JavaScript or with reduced motion it is simply there. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, startReveal, 'A section', showAtOnce);
  return (
    // The before-paint script marks one in view as the gate opens, before React hydrates.
    <div ref={ref} className={className} {...{ [REVEAL_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {children}
    </div>
  );
}
