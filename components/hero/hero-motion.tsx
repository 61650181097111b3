'use client';

import { useReducedMotionConfig } from 'motion/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { whenGateOpen } from '@/components/first-paint/gate-signals';
import type { MotionDom } from '@/components/motion/load-motion';
import { useEntrance } from '@/components/motion/use-entrance';
import { driftTags, scrollSprings } from './hero-animations';
import { HERO_SELECTORS } from './hero-parts';
import { pulseControls } from './tag-pulses';

/** The pulses the page started as the gate opened; the springs, which pause them, come with motion. */
const pulsesOf = new WeakMap<HTMLElement, ReturnType<typeof pulseControls>>();

function startHero(motion: MotionDom, content: HTMLElement): () => void {
  const tags = [...content.querySelectorAll<HTMLElement>(HERO_SELECTORS.tag)];
  let unseen = false;
  const onUnseen = (now: boolean) => {
    unseen = now;
    pulsesOf.get(content)?.pause(now);
  };
  const cleanups = [scrollSprings(motion, content, onUnseen), driftTags(tags, () => unseen)];
  return () => cleanups.forEach((cleanup) => cleanup());
}

export function HeroMotion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useReducedMotionConfig();
  useEffect(() => {
    const content = ref.current;
    if (!content || reduced) return;
    let current = true;
    void whenGateOpen().then(() => {
      if (current) pulsesOf.set(content, pulseControls([...content.querySelectorAll<HTMLElement>(HERO_SELECTORS.tagPulse)]));
    });
    return () => {
      current = false;
      pulsesOf.get(content)?.stop();
      pulsesOf.delete(content);
    };
  }, [reduced]);
  // Nothing here waits hidden for motion: the words and tags come in by the page's own script as the gate opens.
  useEntrance(ref, startHero, 'The hero');
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
