import { GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS } from '@/components/first-paint/gate-signals';
import { HERO, HERO_TAGS } from '@/lib/constants';
import { HERO_SELECTORS, PULSE_ANIMATION } from './hero-parts';

export const WORD_ANIMATION = 'hero-word';

/**
 * A Web Animation on each element `selector` finds, in document order: the first starts `delayMs` after
 * the gate opens, each next one `delayStepMs` after the one before (by keyframes, not a delay: see
 * startHeroEntrances). A loop's delays must fit in the held end of its keyframes.
 */
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
 *
 * No animation is given a delay. Chromium runs these on the compositor, but one waiting out its
 * delay has the main thread draw every frame until it starts: the staggered words and pulses were
 * most of the main thread's work after the first paint (docs/performance.md). So the stagger is in
 * the keyframes instead. A word's entrance holds its first keyframe until its turn and
 * its last until the last word's ends, so that all of them start and end together; a loop starts
 * part-way into its iteration (iterationStart), in the held end its repeat delay already is, which
 * shows what its delay showed (pulseKeyframes ends where it starts) for as long.
 */
export function startHeroEntrances(config: HeroEntrances, only?: string): void {
  function staggered(entrance: Entrance, startMs: number, totalMs: number): Keyframe[] {
    const last = entrance.keyframes.length - 1;
    const at = function (offset: number): number {
      return (startMs + offset * entrance.durationMs) / totalMs;
    };
    const frames: Keyframe[] = entrance.keyframes.map(function (frame, index) {
      const offset = frame.offset === undefined || frame.offset === null ? index / last : frame.offset;
      return Object.assign({}, frame, { offset: at(offset), easing: frame.easing || entrance.easing });
    });
    if (startMs > 0) frames.unshift(Object.assign({}, entrance.keyframes[0], { offset: 0, easing: 'linear' }));
    if (at(1) < 1) frames.push(Object.assign({}, entrance.keyframes[last], { offset: 1 }));
    return frames;
  }
  function start(): void {
    if (!document.documentElement.classList.contains(config.motionClass)) return;
    config.entrances.forEach(function (entrance) {
      if (only && entrance.id !== only) return;
      const elements = document.querySelectorAll(entrance.selector);
      const totalMs = entrance.delayMs + (elements.length - 1) * entrance.delayStepMs + entrance.durationMs;
      elements.forEach(function (element, index) {
        const startMs = entrance.delayMs + index * entrance.delayStepMs;
        const loops = entrance.iterations === null;
        const animation = element.animate(loops ? entrance.keyframes : staggered(entrance, startMs, totalMs), {
          duration: loops ? entrance.durationMs : totalMs,
          easing: loops ? entrance.easing : 'linear',
          fill: entrance.fill,
          iterations: loops ? Infinity : entrance.iterations!,
          iterationStart: loops ? 1 - startMs / entrance.durationMs : 0,
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
