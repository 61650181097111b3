'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { claim, onceVisible, prefersReducedMotion, whenGateOpen } from '@/components/motion/motion-env';
import { driftTags, pulseTags, revealWords, scrollSprings } from './hero-animations';

/**
 * Brings the server-rendered hero to life: scroll-linked fade and offset, the headline word by
 * word when it comes into view, the tags' pulse and pointer drift. Everything waits for the page
 * gate; with reduced motion (or no JavaScript) the hero simply stands still, fully visible.
 * Words and tags start hidden by the stylesheet's motion rule, so nothing flashes before this runs.
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
    const cleanups: Array<() => void> = [claim([...words, ...pulses])];
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
