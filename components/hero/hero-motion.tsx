'use client';

import { useRef, type ReactNode } from 'react';
import type { MotionDom } from '@/components/motion/load-motion';
import { useEntrance } from '@/components/motion/use-entrance';
import { driftTags, pulseTags, revealHeadline, scrollSprings } from './hero-animations';

/** What starts hidden until motion brings it in: the headline's words and the tags. */
const hiddenUntilAnimated = (content: HTMLElement) => [
  ...content.querySelectorAll<HTMLElement>('[data-hero-word]'),
  ...content.querySelectorAll<HTMLElement>('[data-hero-tag-pulse]'),
];

function startHero(motion: MotionDom, content: HTMLElement): () => void {
  const headline = content.querySelector<HTMLElement>('[data-hero-headline]');
  const words = [...content.querySelectorAll<HTMLElement>('[data-hero-word]')];
  const tags = [...content.querySelectorAll<HTMLElement>('[data-hero-tag]')];
  const pulses = [...content.querySelectorAll<HTMLElement>('[data-hero-tag-pulse]')];
  const cleanups = [
    scrollSprings(motion, content),
    pulseTags(motion, pulses),
    driftTags(motion, tags),
    ...(headline ? [revealHeadline(motion, headline, words)] : []),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * Brings the server-rendered hero to life once the page gate is open: scroll-linked fade and
 * offset, the headline word by word when it comes into view, the tags' pulse and pointer drift.
 * With reduced motion (or no JavaScript) the hero simply stands still, fully visible.
 */
export function HeroMotion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, hiddenUntilAnimated, startHero, 'The hero');
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
