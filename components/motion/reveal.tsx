'use client';

import { useRef, type ReactNode } from 'react';
import { REVEAL_ATTRIBUTE } from '@/components/first-paint/reveal-rule';
import { EASE_OUT, REVEAL } from '@/lib/constants';
import type { MotionDom } from './load-motion';
import { onceRevealDue } from './once-in-view';
import { useEntrance } from './use-entrance';

const itself = (element: HTMLElement) => [element];

function startReveal(motion: MotionDom, element: HTMLElement): () => void {
  return onceRevealDue(motion, element, () => {
    motion.animate(
      element,
      { opacity: [0, 1], transform: [`translateY(${REVEAL.slidePx}px)`, 'none'] },
      { duration: REVEAL.durationMs / 1000, ease: [...EASE_OUT] },
    );
  });
}

/** Only the motion class hides it, so that without JavaScript or with reduced motion it is simply there. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, itself, startReveal, 'A section');
  return (
    // The gate script marks a reveal in view as it opens (data-revealed), before React hydrates.
    <div ref={ref} className={className} {...{ [REVEAL_ATTRIBUTE]: '' }} suppressHydrationWarning>
      {children}
    </div>
  );
}
