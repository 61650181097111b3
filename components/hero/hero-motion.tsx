'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { onceVisible, prefersReducedMotion, whenGateOpen } from '@/components/motion/motion-env';
import { driftTags, pulseTags, revealWords, scrollSprings } from './hero-animations';

/**
 * Brings the server-rendered hero to life: scroll-linked fade and offset, the headline word by
 * word when it comes into view, the tags' pulse and pointer drift. Everything waits for the page
 * gate; with reduced motion (or no JavaScript) the hero simply stands still, fully visible.
 */
export function HeroMotion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const content = ref.current;
    if (!content || prefersReducedMotion() || typeof content.animate !== 'function') return;
    const headline = content.querySelector<HTMLElement>('[data-hero-headline]');
    const words = [...content.querySelectorAll<HTMLElement>('[data-hero-word]')];
    const tags = [...content.querySelectorAll<HTMLElement>('[data-hero-tag]')];
    const pulses = [...content.querySelectorAll<HTMLElement>('[data-hero-tag-pulse]')];
    // Hidden by script only, so without JavaScript nothing is ever hidden.
    for (const element of [...words, ...pulses]) element.style.opacity = '0';

    const cleanups: Array<() => void> = [];
    let disposed = false;
    void whenGateOpen().then(() => {
      if (disposed) return;
      cleanups.push(scrollSprings(content), pulseTags(pulses), driftTags(tags));
      if (headline) {
        cleanups.push(onceVisible(headline, 0, () => cleanups.push(cancelAll(revealWords(words)))));
      }
    });
    return () => {
      disposed = true;
      cleanups.forEach((cleanup) => cleanup());
      for (const element of [...words, ...pulses]) element.style.opacity = '';
    };
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

function cancelAll(animations: Animation[]): () => void {
  return () => animations.forEach((animation) => animation.cancel());
}
