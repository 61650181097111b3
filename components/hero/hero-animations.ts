import { HERO, HERO_TAGS } from '@/lib/constants';
import { show } from '@/components/motion/motion-env';
import { clamp01, springValue } from '@/lib/spring';

/**
 * The hero's motion, on the Web Animations API and a small spring: no animation library in the
 * page's initial JavaScript. Each function starts one effect and returns its cleanup.
 */

/** Opacity 1 → 0 over the first 200 px of scroll and offset 0% → 20% over the first 1000 px, through springs. */
export function scrollSprings(content: HTMLElement): () => void {
  let offsetPercent = 0;
  let opacity = 1;
  const render = () => {
    content.style.opacity = String(opacity);
    content.style.transform = offsetPercent ? `translate3d(0, ${offsetPercent}%, 0)` : '';
  };
  const opacitySpring = springValue(1, HERO.opacitySpring, (value) => {
    opacity = clamp01(value);
    render();
  });
  const offsetSpring = springValue(0, HERO.offsetSpring, (value) => {
    offsetPercent = value;
    render();
  });
  const onScroll = () => {
    const y = window.scrollY;
    opacitySpring.set(1 - clamp01(y / HERO.opacityRangePx));
    offsetSpring.set(clamp01(y / HERO.offsetRangePx) * HERO.offsetMaxPercent);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  return () => {
    window.removeEventListener('scroll', onScroll);
    opacitySpring.stop();
    offsetSpring.stop();
    content.style.opacity = '';
    content.style.transform = '';
  };
}

/** Word by word, HERO.wordDelayMs apart. */
export function revealWords(words: HTMLElement[]): Animation[] {
  return words.map((word, index) => {
    show(word);
    return word.animate(
      [
        { opacity: 0, transform: 'translateY(0.35em)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: HERO.wordDurationMs, delay: index * HERO.wordDelayMs, easing: 'ease-out', fill: 'backwards' },
    );
  });
}

/**
 * Keyframes for a loop that plays `values` evenly over `activeMs`, then holds the last value for
 * `repeatDelayMs` (motion's `repeatDelay`, which the Web Animations API lacks).
 */
export function loopKeyframes<T>(
  values: readonly T[],
  activeMs: number,
  repeatDelayMs: number,
  toKeyframe: (value: T) => Keyframe,
): Keyframe[] {
  const activeShare = activeMs / (activeMs + repeatDelayMs);
  const last = values.length - 1;
  const frames = values.map((value, index) => ({ ...toKeyframe(value), offset: last ? (index / last) * activeShare : 0 }));
  const final = values[last];
  if (final !== undefined && activeShare < 1) frames.push({ ...toKeyframe(final), offset: 1 });
  return frames;
}

export function tagStartDelayMs(index: number): number {
  return HERO_TAGS.staggerBaseMs + HERO_TAGS.staggerStepMs * index;
}

/** Each tag pulses in a loop, staggered. */
export function pulseTags(pulses: HTMLElement[]): () => void {
  const timing = (index: number): KeyframeAnimationOptions => ({
    duration: HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs,
    delay: tagStartDelayMs(index),
    iterations: Infinity,
    easing: 'ease-in-out',
    fill: 'backwards',
  });
  const scale = loopKeyframes(HERO_TAGS.pulseScale, HERO_TAGS.pulseMs, HERO_TAGS.repeatDelayMs, (value) => ({
    transform: `scale(${value})`,
  }));
  const opacity = loopKeyframes(HERO_TAGS.pulseOpacity, HERO_TAGS.pulseMs, HERO_TAGS.repeatDelayMs, (value) => ({
    opacity: value,
  }));
  // The base opacity stays the stylesheet's 0: the endless animations always override it.
  const animations = pulses.flatMap((pulse, index) => [pulse.animate(scale, timing(index)), pulse.animate(opacity, timing(index))]);
  return () => animations.forEach((animation) => animation.cancel());
}

/** How far, and which way, each tag drifts: alternating, so they seem to sit at different depths. */
const DRIFT_FACTORS = [1, -0.7, 0.85, -1, 0.6];

/** Offsets for a pointer at (x, y) in a viewport of (width, height): at most HERO_TAGS.driftMaxPx. */
export function driftOffset(index: number, x: number, y: number, width: number, height: number) {
  const factor = DRIFT_FACTORS[index % DRIFT_FACTORS.length] ?? 1;
  const nx = width ? clamp01(x / width) * 2 - 1 : 0;
  const ny = height ? clamp01(y / height) * 2 - 1 : 0;
  return { x: nx * factor * HERO_TAGS.driftMaxPx, y: ny * factor * HERO_TAGS.driftMaxPx };
}

/** Tags drift with the pointer. */
export function driftTags(tags: HTMLElement[]): () => void {
  let frame = 0;
  let pointer = { x: 0, y: 0 };
  const render = () => {
    frame = 0;
    tags.forEach((tag, index) => {
      const offset = driftOffset(index, pointer.x, pointer.y, window.innerWidth, window.innerHeight);
      tag.style.transform = `translate3d(${offset.x.toFixed(1)}px, ${offset.y.toFixed(1)}px, 0)`;
    });
  };
  const onMove = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
    frame ||= requestAnimationFrame(render);
  };
  window.addEventListener('pointermove', onMove, { passive: true });
  return () => {
    window.removeEventListener('pointermove', onMove);
    cancelAnimationFrame(frame);
    tags.forEach((tag) => (tag.style.transform = ''));
  };
}
