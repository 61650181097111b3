import type { MotionValue } from 'motion';
import type { MotionDom } from '@/components/motion/load-motion';
import { HERO, HERO_TAGS } from '@/lib/constants';

/**
 * The hero's motion, on motion's DOM API (handed in once its lazy chunk has loaded): what scroll
 * and the pointer drive. Each function starts one effect and returns its cleanup. The entrance of
 * the words and tags is CSS (hero-entrance-css.ts).
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
