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

/** How long a tag takes to catch up with the pointer; eased out, so it trails and settles without overshoot. */
const DRIFT_MS = 500;

/**
 * Each tag follows the pointer by a CSS transition of its transform, retargeted at most once a frame,
 * which the compositor runs. Springs run by script took a frame callback on every frame the pointer
 * moved, 11 to 14 ms each on a mid-tier phone, inside whatever the visitor was tapping.
 */
export function driftTags(tags: HTMLElement[]): () => void {
  let pointer = { x: 0, y: 0 };
  let frame = 0;
  const follow = () => {
    frame = 0;
    tags.forEach((tag, index) => {
      const reach = driftReach(index);
      tag.style.transform = `translate(${(pointer.x * reach).toFixed(2)}px, ${(pointer.y * reach).toFixed(2)}px)`;
    });
  };
  const onMove = (event: PointerEvent) => {
    pointer = {
      x: window.innerWidth ? (event.clientX / window.innerWidth) * 2 - 1 : 0,
      y: window.innerHeight ? (event.clientY / window.innerHeight) * 2 - 1 : 0,
    };
    frame ||= requestAnimationFrame(follow);
  };
  tags.forEach((tag) => (tag.style.transition = `transform ${DRIFT_MS}ms var(--ease-out)`));
  window.addEventListener('pointermove', onMove, { passive: true });
  return () => {
    window.removeEventListener('pointermove', onMove);
    cancelAnimationFrame(frame);
    tags.forEach((tag) => {
      tag.style.transform = '';
      tag.style.transition = '';
    });
  };
}
