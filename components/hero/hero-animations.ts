import type { MotionValue } from 'motion';
import type { MotionDom } from '@/components/motion/load-motion';
import { HERO, HERO_TAGS } from '@/lib/constants';

// Only what scroll and the pointer drive; the entrance is CSS (hero-entrance-css.ts).

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

/** Alternating signs make the tags seem to sit at different depths. */
const DRIFT_FACTORS = [1, -0.7, 0.85, -1, 0.6];

export function driftReach(index: number): number {
  return (DRIFT_FACTORS[index % DRIFT_FACTORS.length] ?? 1) * HERO_TAGS.driftMaxPx;
}

/** Overdamped (damping above 2·√stiffness), so a tag trails the pointer and settles without overshoot. */
const DRIFT_SPRING = { stiffness: 120, damping: 26, mass: 1 };

export function driftTags(motion: MotionDom, tags: HTMLElement[]): () => void {
  const { mapValue, motionValue, springValue, styleEffect } = motion;
  const pointerX = motionValue(0);
  const pointerY = motionValue(0);
  const onMove = (event: PointerEvent) => {
    pointerX.set(window.innerWidth ? (event.clientX / window.innerWidth) * 2 - 1 : 0);
    pointerY.set(window.innerHeight ? (event.clientY / window.innerHeight) * 2 - 1 : 0);
  };
  const { transformValue } = motion;
  // A spring carrying speed from a quick pointer would otherwise overshoot driftMaxPx.
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
