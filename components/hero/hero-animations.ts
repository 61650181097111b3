import type { MotionValue } from 'motion';
import type { MotionDom } from '@/components/motion/load-motion';
import { HERO, HERO_TAGS } from '@/lib/constants';

/**
 * The hero's motion, on motion's DOM API (handed in once its lazy chunk has loaded). Each function
 * starts one effect and returns its cleanup.
 */

/** Opacity 1 → 0 over the first 200 px of scroll and offset 0% → 20% over the first 1000 px, through the spec's springs. */
export function scrollSprings(motion: MotionDom, content: HTMLElement): () => void {
  const { mapValue, motionValue, scroll, springValue, styleEffect, transformValue } = motion;
  const scrollY = motionValue(window.scrollY);
  const stopScroll = scroll((_progress: number, info: { y: { current: number } }) => scrollY.set(info.y.current));
  const opacity = springValue(mapValue(scrollY, [0, HERO.opacityRangePx], [1, 0]), HERO.opacitySpring);
  const offsetPercent = springValue(mapValue(scrollY, [0, HERO.offsetRangePx], [0, HERO.offsetMaxPercent]), HERO.offsetSpring);
  const transform = transformValue(() => {
    const offset = offsetPercent.get();
    return offset ? `translate3d(0, ${offset}%, 0)` : 'none';
  });
  const stopStyle = styleEffect(content, { opacity, transform });
  return () => {
    stopScroll();
    stopStyle();
    for (const value of [scrollY, opacity, offsetPercent, transform]) value.destroy();
    content.style.opacity = '';
    content.style.transform = '';
  };
}

/** Word by word, HERO.wordDelayMs apart, once the headline is in view. */
export function revealHeadline(motion: MotionDom, headline: HTMLElement, words: HTMLElement[]): () => void {
  const { animate, inView, stagger } = motion;
  // The callback returns nothing: inView stops watching after the first time.
  return inView(headline, () => {
    animate(
      words,
      { opacity: [0, 1], transform: ['translateY(0.35em)', 'none'] },
      { duration: HERO.wordDurationMs / 1000, delay: stagger(HERO.wordDelayMs / 1000), ease: 'easeOut' },
    );
  });
}

/** `count` keyframes spread evenly over an animation, as motion's `times`. */
export function evenTimes(count: number): number[] {
  return Array.from({ length: count }, (_, index) => (count > 1 ? index / (count - 1) : 0));
}

/** One value's loop: its keyframes over the pulse, then held for the repeat delay. */
export type LoopTrack = { values: Array<number | string>; times: number[]; ease: Array<'easeInOut' | 'linear'> };

/**
 * The keyframes of a loop that plays `values` evenly over `activeMs`, each segment eased, then
 * holds the last value for `holdMs`. The hold is a keyframe rather than motion's `repeatDelay`:
 * with `repeatDelay` motion drives the loop from the main thread on every frame, for good (about
 * 1 s of main-thread work in a 10 s Lighthouse trace, measured); as keyframes motion hands it to
 * the Web Animations API, which runs it off the main thread. Segment easings are spelled out: a
 * single easing would span the whole loop there, not each segment.
 */
export function loopTrack(values: ReadonlyArray<number | string>, activeMs: number, holdMs: number): LoopTrack {
  const active = activeMs / (activeMs + holdMs);
  const segments = values.length - 1;
  return {
    values: [...values, values[segments]!],
    times: [...evenTimes(values.length).map((time) => time * active), 1],
    ease: [...Array.from({ length: segments }, () => 'easeInOut' as const), 'linear'],
  };
}

/**
 * Each tag pulses in a loop (scale and opacity keyframes over HERO_TAGS.pulseMs, eased segment by
 * segment, then held for the repeat delay), the tags staggered by 1 s + 0.4 s each.
 */
export function pulseTags(motion: MotionDom, pulses: HTMLElement[]): () => void {
  const { animate, stagger } = motion;
  const opacity = loopTrack(HERO_TAGS.pulseOpacity, HERO_TAGS.pulseMs, HERO_TAGS.repeatDelayMs);
  const scale = loopTrack(
    HERO_TAGS.pulseScale.map((value) => `scale(${value})`),
    HERO_TAGS.pulseMs,
    HERO_TAGS.repeatDelayMs,
  );
  const controls = animate(
    pulses,
    { opacity: opacity.values as number[], transform: scale.values as string[] },
    {
      duration: (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs) / 1000,
      repeat: Infinity,
      delay: stagger(HERO_TAGS.staggerStepMs / 1000, { startDelay: HERO_TAGS.staggerBaseMs / 1000 }),
      opacity: { inherit: true, times: opacity.times, ease: opacity.ease },
      transform: { inherit: true, times: scale.times, ease: scale.ease },
    },
  );
  return () => controls.stop();
}

/** How far, and which way, each tag drifts: alternating, so they seem to sit at different depths. */
const DRIFT_FACTORS = [1, -0.7, 0.85, -1, 0.6];

/** The most a tag drifts on each axis, signed: at most HERO_TAGS.driftMaxPx. */
export function driftReach(index: number): number {
  return (DRIFT_FACTORS[index % DRIFT_FACTORS.length] ?? 1) * HERO_TAGS.driftMaxPx;
}

/**
 * A soft follow, so the tags trail the pointer rather than stick to it (not a spec value).
 * Overdamped (damping above 2·√stiffness), so a tag settles without swinging past its mark.
 */
const DRIFT_SPRING = { stiffness: 120, damping: 26, mass: 1 };

/** The tags drift with the pointer: from -reach at one edge of the viewport to +reach at the other. */
export function driftTags(motion: MotionDom, tags: HTMLElement[]): () => void {
  const { mapValue, motionValue, springValue, styleEffect } = motion;
  const pointerX = motionValue(0);
  const pointerY = motionValue(0);
  const onMove = (event: PointerEvent) => {
    pointerX.set(window.innerWidth ? (event.clientX / window.innerWidth) * 2 - 1 : 0);
    pointerY.set(window.innerHeight ? (event.clientY / window.innerHeight) * 2 - 1 : 0);
  };
  const { transformValue } = motion;
  // "Up to" HERO_TAGS.driftMaxPx, even while a spring still carries speed from a quick pointer.
  const within = (value: MotionValue<number>, reach: number) =>
    transformValue(() => Math.min(Math.abs(reach), Math.max(-Math.abs(reach), value.get())));
  const values = tags.map((_, index) => {
    const reach = driftReach(index);
    return {
      x: within(springValue(mapValue(pointerX, [-1, 1], [-reach, reach]), DRIFT_SPRING), reach),
      y: within(springValue(mapValue(pointerY, [-1, 1], [-reach, reach]), DRIFT_SPRING), reach),
    };
  });
  const stops = tags.map((tag, index) => styleEffect(tag, values[index]!));
  window.addEventListener('pointermove', onMove, { passive: true });
  return () => {
    window.removeEventListener('pointermove', onMove);
    stops.forEach((stop) => stop());
    for (const { x, y } of values) {
      x.destroy();
      y.destroy();
    }
    pointerX.destroy();
    pointerY.destroy();
    tags.forEach((tag) => (tag.style.transform = ''));
  };
}
