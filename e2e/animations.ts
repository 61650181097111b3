import type { Page } from '@playwright/test';
import { isRevealDue, REVEAL_SELECTOR, REVEAL_SHARE, type RevealDue } from '../components/first-paint/reveal-rule';
import { HERO_CONTENT } from './page';

/** motion hands the Web Animations API property-indexed keyframes: one property per animation. */
type RecordedKeyframes = Partial<Record<'opacity' | 'transform' | 'visibility', Array<string | number>>> & Record<string, unknown>;
export type RecordedAnimation = { target: string; probe: string | null; delay: number; duration: number; iterations: number; direction: PlaybackDirection; keyframes: RecordedKeyframes };

/**
 * Records every Web Animation the page starts, with the target's data attributes (or the name a
 * test gave it as `__probe`), so a test can check timings that are over before it could read them:
 * each element.animate(), and each play() of an animation built beforehand (the hero's tag pulses),
 * where a play at a negative rate counts as direction "reverse".
 */
export async function recordAnimations(page: Page): Promise<() => Promise<RecordedAnimation[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __animations: unknown[] }).__animations = log;
    const record = (element: Element | null, keyframes: Keyframe[] | PropertyIndexedKeyframes | null, options: number | KeyframeAnimationOptions | KeyframeEffectOptions | undefined, direction?: PlaybackDirection) => {
      const timing = typeof options === 'number' ? { duration: options } : (options ?? {});
      const target = [...(element?.attributes ?? [])].map((attribute) => attribute.name).filter((name) => name.startsWith('data-')).join(' ');
      log.push({
        target,
        // A test can name an element (element.__probe = 'name') to pick out its animations.
        probe: (element as (Element & { __probe?: string }) | null)?.__probe ?? null,
        delay: timing.delay ?? 0,
        duration: timing.duration,
        iterations: timing.iterations ?? 1,
        direction: direction ?? timing.direction ?? 'normal',
        keyframes: JSON.parse(JSON.stringify(keyframes)),
      });
    };
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      record(this, keyframes, options);
      return animate.call(this, keyframes, options);
    };
    const built = new WeakMap<AnimationEffect, { target: Element | null; keyframes: Keyframe[] | PropertyIndexedKeyframes | null; options?: number | KeyframeEffectOptions }>();
    const Effect = KeyframeEffect;
    window.KeyframeEffect = class extends Effect {
      constructor(target: Element | null, keyframes: Keyframe[] | PropertyIndexedKeyframes | null, options?: number | KeyframeEffectOptions) {
        super(target, keyframes, options);
        built.set(this, { target, keyframes, options });
      }
    } as typeof KeyframeEffect;
    const play = Animation.prototype.play;
    Animation.prototype.play = function (this: Animation) {
      const made = this.effect && built.get(this.effect);
      if (made) record(made.target, made.keyframes, made.options, this.playbackRate < 0 ? 'reverse' : 'normal');
      return play.call(this);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __animations: RecordedAnimation[] }).__animations);
}

export type RecordedTransition = { target: string; property: string; duration: number; from: string; to: string; display: string };

/**
 * Records every CSS transition as it starts (its transitionrun event), with its target (an
 * aria-label, else the tag's name), its duration and the values it runs between, and the target's
 * display then: a 250 ms fade can be over before a test could read it.
 */
export async function recordTransitions(page: Page): Promise<(target?: string) => Promise<RecordedTransition[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __transitions: unknown[] }).__transitions = log;
    addEventListener(
      'transitionrun',
      (event) => {
        const element = event.target as Element;
        const property = (event as TransitionEvent).propertyName;
        const transition = element.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === property);
        const keyframes = (transition?.effect as KeyframeEffect | undefined)?.getKeyframes() ?? [];
        const value = (keyframe?: ComputedKeyframe) => String(keyframe?.[property] ?? '');
        log.push({
          target: element.getAttribute('aria-label') ?? element.tagName.toLowerCase(),
          property,
          duration: Number(transition?.effect?.getTiming().duration),
          from: value(keyframes[0]),
          to: value(keyframes.at(-1)),
          display: getComputedStyle(element).display,
        });
      },
      true,
    );
  });
  return async (target) => {
    const all = await page.evaluate(() => (window as unknown as { __transitions: RecordedTransition[] }).__transitions);
    return target === undefined ? all : all.filter((transition) => transition.target === target);
  };
}

/**
 * Waits until motion's chunk has loaded and run (the hero's scroll springs style its content).
 * A state change before that shows at once, unanimated, so tests of its animation wait for this.
 * The chunk comes with the visitor's first scroll, pointer, touch or key: a Shift, which nothing answers, asks for it.
 */
export async function motionLoaded(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction((content) => document.querySelector<HTMLElement>(content)?.style.opacity !== '', HERO_CONTENT);
}

/**
 * Waits until the reveals are where they rest: none mid-animation (a finished CSS entrance stays in
 * getAnimations(), holding its end), and every one due by components/first-paint/reveal-rule.ts
 * already revealed. motion loads after the gate opens, so "no animation yet" alone is not rest.
 */
export async function settleReveals(page: Page): Promise<void> {
  // The rule goes as its source. Polling a string would need eval in the page, which its CSP forbids;
  // evaluated once from here (outside the page's CSP) it leaves a function the polling only calls.
  await page.evaluate(`window.__revealDue = ${isRevealDue.toString()}`);
  await page.waitForFunction(
    ({ selector, share }) => {
      const due = (window as unknown as { __revealDue: RevealDue }).__revealDue;
      return [...document.querySelectorAll(selector)].every((element) => {
        if (element.getAnimations().some((animation) => animation.playState === 'running')) return false;
        return !due(element.getBoundingClientRect(), innerHeight, share) || getComputedStyle(element).opacity === '1';
      });
    },
    { selector: REVEAL_SELECTOR, share: REVEAL_SHARE },
  );
}
