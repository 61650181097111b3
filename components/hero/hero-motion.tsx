'use client';

import { useRef, type ReactNode } from 'react';
import type { MotionDom } from '@/components/motion/load-motion';
import { useEntrance } from '@/components/motion/use-entrance';
import { driftTags, scrollSprings } from './hero-animations';
import { HERO_HIDDEN_ATTRIBUTE, HERO_SELECTORS } from './hero-parts';
import { pulsesByScript } from './tag-pulses';

/** Nothing here starts hidden: the words and tags come in by CSS as the gate opens. */
const nothingHidden = () => [];

function startHero(motion: MotionDom, content: HTMLElement): () => void {
  const tags = [...content.querySelectorAll<HTMLElement>(HERO_SELECTORS.tag)];
  const pulses = pulsesByScript([...content.querySelectorAll<HTMLElement>(HERO_SELECTORS.tagPulse)]);
  const cleanups = [scrollSprings(motion, content, pulses.pause), driftTags(tags, () => content.hasAttribute(HERO_HIDDEN_ATTRIBUTE)), pulses.stop];
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** With reduced motion or no JavaScript the hero stands still, fully visible. */
export function HeroMotion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, nothingHidden, startHero, 'The hero');
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
