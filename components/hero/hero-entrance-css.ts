import { GATE_CLOSED_CLASS, MOTION_CLASS } from '@/components/first-paint/gate-signals';
import { HERO, HERO_TAGS } from '@/lib/constants';
import { HERO_HIDDEN_ATTRIBUTE, HERO_SELECTORS, PULSE_ANIMATION } from './hero-parts';

/**
 * CSS, so that the first viewport needs no script chunk; only under MOTION_CLASS. A word's entrance fills
 * backwards only: one holding its end would keep each word a composited layer for good.
 */
export function heroEntranceCss(wordCount: number, tagCount: number): string {
  const opened = `html.${MOTION_CLASS}:not(.${GATE_CLOSED_CLASS})`;
  const { word, tag, tagPulse } = HERO_SELECTORS;
  const words = Array.from(
    { length: wordCount - 1 },
    (_, index) => `${opened} ${word}:nth-child(${index + 2}){animation-delay:${(index + 1) * HERO.wordDelayMs}ms}`,
  );
  const tags = Array.from(
    { length: tagCount },
    (_, index) =>
      `${opened} ${tag}:nth-child(${index + 1}) ${tagPulse}{animation-delay:${HERO_TAGS.staggerBaseMs + index * HERO_TAGS.staggerStepMs}ms}`,
  );
  return [
    `@keyframes hero-word{from{opacity:0;transform:translateY(0.35em)}to{opacity:1;transform:none}}`,
    `${opened} ${word}{animation:hero-word ${HERO.wordDurationMs}ms ease-out backwards}`,
    ...words,
    `@keyframes ${PULSE_ANIMATION}{${pulseKeyframes()}}`,
    `${opened} ${tagPulse}{animation:${PULSE_ANIMATION} ${HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs}ms infinite both}`,
    ...tags,
    `${opened} [${HERO_HIDDEN_ATTRIBUTE}] ${tagPulse}{animation-play-state:paused}`,
  ].join('\n');
}

function evenOffsets(count: number, active: number): number[] {
  return Array.from({ length: count }, (_, index) => (count > 1 ? (index / (count - 1)) * active : 0));
}

export function pulseKeyframes(): string {
  const active = HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs);
  const frames = new Map<number, string[]>();
  const at = (offset: number, declaration: string) => frames.set(offset, [...(frames.get(offset) ?? []), declaration]);
  const track = (values: readonly number[], declare: (value: number) => string) => {
    evenOffsets(values.length, active).forEach((offset, index) => at(offset, declare(values[index]!)));
    at(1, declare(values.at(-1)!));
  };
  track(HERO_TAGS.pulseOpacity, (value) => `opacity:${value}`);
  track(HERO_TAGS.pulseScale, (value) => `transform:scale(${value})`);
  const percent = (offset: number) => `${Number((offset * 100).toFixed(4))}%`;
  return [...frames.entries()]
    .sort(([a], [b]) => a - b)
    .map(([offset, declarations]) => `${percent(offset)}{${[...declarations, `animation-timing-function:${offset < active ? 'ease-in-out' : 'linear'}`].join(';')}}`)
    .join('');
}
