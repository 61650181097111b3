import type { Page } from '@playwright/test';
import { REVEAL_DUE_SOURCE, REVEAL_SELECTOR } from '../lib/reveal-rule';
import { HERO_CONTENT } from './page';

/** motion hands the Web Animations API property-indexed keyframes: one property per animation. */
export type RecordedKeyframes = Partial<Record<'opacity' | 'transform' | 'visibility', Array<string | number>>> & Record<string, unknown>;
export type RecordedAnimation = { target: string; probe: string | null; delay: number; duration: number; iterations: number; keyframes: RecordedKeyframes };

/**
 * Records every Web Animation the page starts (element.animate), with the target's data
 * attributes (or the name a test gave it as `__probe`), so a test can check timings that are over
 * before it could read them.
 */
export async function recordAnimations(page: Page): Promise<() => Promise<RecordedAnimation[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __animations: unknown[] }).__animations = log;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const timing = typeof options === 'number' ? { duration: options } : (options ?? {});
      const target = [...this.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('data-')).join(' ');
      log.push({
        target,
        // A test can name an element (element.__probe = 'name') to pick out its animations.
        probe: (this as Element & { __probe?: string }).__probe ?? null,
        delay: timing.delay ?? 0,
        duration: timing.duration,
        iterations: timing.iterations ?? 1,
        keyframes: JSON.parse(JSON.stringify(keyframes)),
      });
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __animations: RecordedAnimation[] }).__animations);
}

/**
 * Waits until motion's chunk has loaded and run (the hero's scroll springs style its content).
 * A state change before that shows at once, unanimated, so tests of its animation wait for this.
 */
export async function motionLoaded(page: Page): Promise<void> {
  await page.waitForFunction((content) => document.querySelector<HTMLElement>(content)?.style.opacity !== '', HERO_CONTENT);
}

/**
 * Waits until the reveals are where they rest: none mid-animation (a finished CSS entrance stays in
 * getAnimations(), holding its end), and every one due by lib/reveal-rule.ts already revealed. motion loads after the gate opens, so "no animation yet" alone is not rest.
 */
export async function settleReveals(page: Page): Promise<void> {
  // A string, because the rule comes as source: Playwright sends a function as its source too.
  await page.waitForFunction(`(function(){var due=${REVEAL_DUE_SOURCE};
return Array.prototype.every.call(document.querySelectorAll(${JSON.stringify(REVEAL_SELECTOR)}),function(e){
if(e.getAnimations().some(function(a){return a.playState==='running';}))return false;
return !due(e.getBoundingClientRect(),innerHeight)||getComputedStyle(e).opacity==='1';});})()`);
}
