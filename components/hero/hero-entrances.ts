import { GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS } from '@/components/first-paint/gate-signals';
import { HERO, HERO_TAGS } from '@/lib/constants';
import { HERO_SELECTORS, PULSE_ANIMATION } from './hero-parts';

export const WORD_ANIMATION = 'hero-word';

/** A Web Animation on each element `selector` finds, in document order, the nth delayed `delayStepMs` more than the one before. */
type Entrance = {
  id: string;
  selector: string;
  keyframes: Keyframe[];
  durationMs: number;
  easing: string;
  fill: FillMode;
  /** null loops for good (JSON has no Infinity). */
  iterations: number | null;
  delayMs: number;
  delayStepMs: number;
};

export type HeroEntrances = { motionClass: string; closedClass: string; openName: string; entrances: Entrance[] };

/** The pulse's keyframes: each track's values evenly over the pulse, eased, then its last value held (linear) for the repeat delay. */
export function pulseKeyframes(): Keyframe[] {
  const active = HERO_TAGS.pulseMs / (HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs);
  const frames = new Map<number, Keyframe>();
  const track = (property: 'opacity' | 'transform', values: readonly string[]) => {
    const at = (offset: number, value: string) => frames.set(offset, { ...frames.get(offset), [property]: value });
    values.forEach((value, index) => at(values.length > 1 ? (index / (values.length - 1)) * active : 0, value));
    at(1, values.at(-1)!);
  };
  track('opacity', HERO_TAGS.pulseOpacity.map(String));
  track('transform', HERO_TAGS.pulseScale.map((scale) => `scale(${scale})`));
  return [...frames.entries()]
    .sort(([a], [b]) => a - b)
    .map(([offset, frame]) => ({ ...frame, offset, easing: offset < active ? 'ease-in-out' : 'linear' }));
}

export function heroEntrances(): HeroEntrances {
  return {
    motionClass: MOTION_CLASS,
    closedClass: GATE_CLOSED_CLASS,
    openName: GATE_OPEN,
    entrances: [
      {
        id: WORD_ANIMATION,
        selector: HERO_SELECTORS.word,
        keyframes: [
          { opacity: 0, transform: 'translateY(0.35em)' },
          { opacity: 1, transform: 'none' },
        ],
        durationMs: HERO.wordDurationMs,
        easing: 'ease-out',
        // Backwards only: one holding its end would keep each word a composited layer for good.
        fill: 'backwards',
        iterations: 1,
        delayMs: 0,
        delayStepMs: HERO.wordDelayMs,
      },
      {
        id: PULSE_ANIMATION,
        selector: HERO_SELECTORS.tagPulse,
        keyframes: pulseKeyframes(),
        durationMs: HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs,
        easing: 'linear',
        fill: 'both',
        iterations: null,
        delayMs: HERO_TAGS.staggerBaseMs,
        delayStepMs: HERO_TAGS.staggerStepMs,
      },
    ],
  };
}

/**
 * Runs in the page as the text heroEntrancesScript makes of it, and again from the hero's island for
 * entrances to restart: no import, no module constant. Web Animations, not CSS ones: a CSS animation
 * dispatches animationstart, animationend and animationiteration, which React's root listens for,
 * and each ran React's event dispatch on the main thread (two per word, more per pulse).
 */
export function startHeroEntrances(config: HeroEntrances, only?: string): void {
  function start(): void {
    if (!document.documentElement.classList.contains(config.motionClass)) return;
    config.entrances.forEach(function (entrance) {
      if (only && entrance.id !== only) return;
      document.querySelectorAll(entrance.selector).forEach(function (element, index) {
        const animation = element.animate(entrance.keyframes, {
          duration: entrance.durationMs,
          easing: entrance.easing,
          fill: entrance.fill,
          iterations: entrance.iterations === null ? Infinity : entrance.iterations,
          delay: entrance.delayMs + index * entrance.delayStepMs,
        });
        animation.id = entrance.id;
      });
    });
  }
  if (only || !document.documentElement.classList.contains(config.closedClass)) start();
  else window.addEventListener(config.openName, start, { once: true });
}

/** As the gate opens, in the same task that shows the page: no script chunk needed. */
export function heroEntrancesScript(): string {
  // '<' escaped, so that no value can close the <script> it is inlined in.
  return `(${startHeroEntrances.toString()})(${JSON.stringify(heroEntrances()).replace(/</g, '\\u003c')});`;
}
