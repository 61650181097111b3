import type { Page } from '@playwright/test';
import { PAYLOAD_FAILED_MESSAGE } from '../components/first-paint/framework-after-paint';
import { HERO_SELECTORS, PULSE_ANIMATION } from '../components/hero/hero-parts';
import { HERO, HERO_TAGS } from '../lib/constants';
import { profile } from '../tests/fixtures/profile';
import { expect, test } from './fixtures';
import { GATE_OPEN, waitForGateOpen } from './lifecycle';
import { HERO_CONTENT, heroSection, openPage } from './page';

const heroContent = (page: Page) => page.locator(HERO_CONTENT);

/**
 * Opacity and vertical offset (as a share of the content's height) once the springs settle: the
 * same for 20 frames running. Counted in frames, not time: a loaded host may draw none for a while,
 * and a still page is not a settled spring.
 */
async function settledMotion(page: Page) {
  await page.evaluate(() => delete (window as unknown as { __still?: unknown }).__still);
  await page.waitForFunction((selector) => {
    const record = window as unknown as { __still?: { value: string; frames: number } };
    const style = getComputedStyle(document.querySelector(selector)!);
    const value = `${style.opacity}|${style.transform}`;
    record.__still = record.__still?.value === value ? { value, frames: record.__still.frames + 1 } : { value, frames: 0 };
    return record.__still.frames >= 20;
  }, HERO_CONTENT, { polling: 'raf', timeout: 30_000 });
  return heroContent(page).evaluate((element) => {
    const style = getComputedStyle(element);
    const matrix = style.transform === 'none' ? new DOMMatrix() : new DOMMatrix(style.transform);
    return { opacity: Number(style.opacity), offsetPercent: (matrix.f / element.getBoundingClientRect().height) * 100 };
  });
}

/**
 * Scrolls to `y`, lets 10 frames pass, then counts the writes to the hero content's style over the
 * next 30: a spring still moving writes on every frame.
 */
async function styleWritesAfterScrollTo(page: Page, y: number) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  // motion loads on the visitor's first scroll, and its springs write the hero's style once as they
  // attach (styleEffect): on a loaded host after the 10 frames below, where they counted as a spring
  // still moving. Counting starts once they drive the style.
  await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLElement).style.opacity !== '', HERO_CONTENT, { timeout: 30_000 });
  return page.evaluate(async (selector) => {
    const content = document.querySelector(selector)!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let count = 0; count < 10; count++) await frame();
    let count = 0;
    const observer = new MutationObserver((records) => (count += records.length));
    observer.observe(content, { attributes: true, attributeFilter: ['style'] });
    for (let frames = 0; frames < 30; frames++) await frame();
    observer.disconnect();
    return { count, opacity: Number(getComputedStyle(content).opacity) };
  }, HERO_CONTENT);
}

const pulseStates = (page: Page) => page.locator(HERO_SELECTORS.tagPulse).evaluateAll((pulses) => pulses.map((pulse) => pulse.getAnimations()[0]?.playState));
const allPulses = (state: string) => Array(profile.hero.tags.length).fill(state);
/** A word's entrance as the gate opens: `from` and `to` the ms its opacity rises between. */
type Entrance = { name?: string; delay: number; duration: number; from: number; to: number; easing: string; opacity: unknown[] };

test.describe('hero', () => {
  test(`fades over the first ${HERO.opacityRangePx} px and moves down ${HERO.offsetMaxPercent}% over the first ${HERO.offsetRangePx} px, through springs`, async ({ page }) => {
    // Both springs are heavily overdamped (damping 30 and 35 against stiffness 40 and 60): each
    // move takes seconds to come to rest, and this test waits for four.
    test.setTimeout(90_000);
    await openPage(page);
    expect(await settledMotion(page)).toEqual({ opacity: 1, offsetPercent: 0 });

    // A spring lags its target: one frame after the jump the hero is still mostly visible.
    const firstFrame = await page.evaluate(async ({ selector, y }) => {
      const content = document.querySelector(selector)!;
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return Number(getComputedStyle(content).opacity);
    }, { selector: HERO_CONTENT, y: HERO.opacityRangePx / 2 });
    expect(firstFrame).toBeGreaterThan(0.6);

    const half = await settledMotion(page);
    expect(half.opacity).toBeCloseTo(0.5, 1);
    expect(half.offsetPercent).toBeCloseTo((HERO.opacityRangePx / 2 / HERO.offsetRangePx) * HERO.offsetMaxPercent, 1);

    await page.evaluate((y) => window.scrollTo(0, y), HERO.offsetRangePx / 2);
    const middle = await settledMotion(page);
    expect(middle.opacity).toBe(0);
    expect(middle.offsetPercent).toBeCloseTo(HERO.offsetMaxPercent / 2, 1);

    await page.evaluate((y) => window.scrollTo(0, y), HERO.offsetRangePx * 1.5);
    const end = await settledMotion(page);
    expect(end.offsetPercent).toBeCloseTo(HERO.offsetMaxPercent, 1);
  });

  test('scrolled past (covered by the blocks, or off a phone\'s screen), the springs arrive at once: the hidden hero is not restyled frame after frame', async ({ page }) => {
    await openPage(page);
    expect(await settledMotion(page)).toEqual({ opacity: 1, offsetPercent: 0 });
    // Scrolled well past the hero: the springs, heavily damped, would take seconds to come to rest.
    expect(await styleWritesAfterScrollTo(page, HERO.offsetRangePx * 3)).toEqual({ count: 0, opacity: 0 });
    expect((await settledMotion(page)).offsetPercent).toBeCloseTo(HERO.offsetMaxPercent, 1);
    // The tags' pulses pause while hidden, and go on from where they were once the hero is back.
    await expect.poll(() => pulseStates(page)).toEqual(allPulses('paused'));
    // Nor do the tags follow the pointer, which nobody would see: a hover down the page restyled them.
    const drift = () => page.locator(HERO_SELECTORS.tag).evaluateAll((tags) => tags.map((tag) => ({ transform: getComputedStyle(tag).transform, animations: tag.getAnimations().length })));
    const drifted = await drift();
    await page.mouse.move(10, 10);
    await page.mouse.move(600, 500, { steps: 3 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await drift()).toEqual(drifted);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => pulseStates(page)).toEqual(allPulses('running'));
  });

  test(`faded out past the first ${HERO.opacityRangePx} px, though not scrolled past, the hero is unseen: its springs arrive at once and its tags stop pulsing until it shows again`, async ({ page }) => {
    await openPage(page);
    await expect.poll(() => pulseStates(page)).toEqual(allPulses('running'));
    const fadedAt = HERO.opacityRangePx + 20;
    // On every screen the hero is taller than that: still on the page, only transparent.
    expect((await heroSection(page).boundingBox())!.height).toBeGreaterThan(fadedAt);
    await page.evaluate((y) => window.scrollTo(0, y), fadedAt);
    expect((await settledMotion(page)).opacity).toBe(0);
    await expect.poll(() => pulseStates(page)).toEqual(allPulses('paused'));
    // Back from far below: the offset spring would take seconds to move the transparent hero.
    await page.evaluate((y) => window.scrollTo(0, y), HERO.offsetRangePx * 3);
    await expect.poll(() => pulseStates(page)).toEqual(allPulses('paused'));
    expect(await styleWritesAfterScrollTo(page, fadedAt)).toEqual({ count: 0, opacity: 0 });
    expect((await settledMotion(page)).offsetPercent).toBeCloseTo((fadedAt / HERO.offsetRangePx) * HERO.offsetMaxPercent, 1);
    // A step back up and the hero springs into sight again, its pulses going on.
    await page.evaluate((y) => window.scrollTo(0, y), HERO.opacityRangePx / 2);
    await expect.poll(() => pulseStates(page)).toEqual(allPulses('running'));
    expect((await settledMotion(page)).opacity).toBeCloseTo(0.5, 1);
  });

  test(`shows the headline word by word, ${HERO.wordDelayMs} ms apart, by the page's own script as the gate opens: no script chunk needed`, async ({ page, allowConsoleErrors }) => {
    // Not one of the framework's or the islands' chunks arrives, nor the page's data, which the loader reports.
    allowConsoleErrors(/Failed to load resource/);
    allowConsoleErrors(PAYLOAD_FAILED_MESSAGE);
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    // How many words are animating while the gate is still closed, and as it opens, and their
    // entrances as it opens (each is over, and gone from getAnimations(), once its word stands).
    await page.addInitScript(({ gateOpen, word }) => {
      const words = () => [...document.querySelectorAll(word)];
      const count = () => words().filter((word) => word.getAnimations().length > 0).length;
      const seen = { closed: -1, opened: -1, entrances: [] as Entrance[] };
      (window as unknown as { __entrances: typeof seen }).__entrances = seen;
      document.addEventListener('DOMContentLoaded', () => (seen.closed = count()));
      // Read in the frame the gate opens in, once every listener of the signal has run (the hero's
      // own script among them, which registered after this one).
      addEventListener(gateOpen, () => requestAnimationFrame(() => {
        seen.opened = count();
        seen.entrances = words().map((word) => {
          const [animation] = word.getAnimations();
          const effect = animation?.effect as KeyframeEffect | undefined;
          const keyframes = effect?.getKeyframes() ?? [];
          const duration = Number(effect?.getTiming().duration);
          // The word's own entrance: from its last keyframe at opacity 0 to its first at 1.
          const rise = keyframes.findIndex((frame) => frame.opacity === '1');
          return {
            name: animation?.id,
            delay: Number(effect?.getTiming().delay),
            duration,
            from: Math.round(Number(keyframes[rise - 1]?.computedOffset) * duration),
            to: Math.round(Number(keyframes[rise]?.computedOffset) * duration),
            easing: String(keyframes[rise - 1]?.easing),
            opacity: keyframes.map((frame) => frame.opacity),
          };
        });
      }));
    }, { gateOpen: GATE_OPEN, word: HERO_SELECTORS.word });
    // The gate opens; nothing hydrates, so openPage's wait would never end.
    await page.goto('/');
    await waitForGateOpen(page);
    const words = page.locator(HERO_SELECTORS.word);
    const wordCount = profile.hero.headline.split(' ').length;
    await expect(words).toHaveCount(wordCount);
    const { closed, opened, entrances } = await page.evaluate(() => (window as unknown as { __entrances: { closed: number; opened: number; entrances: Entrance[] } }).__entrances);
    expect({ closed, opened }).toEqual({ closed: 0, opened: wordCount });
    expect(entrances.map(({ from, to, easing }) => ({ from, to, easing }))).toEqual(
      Array.from({ length: wordCount }, (_, index) => ({ from: index * HERO.wordDelayMs, to: index * HERO.wordDelayMs + HERO.wordDurationMs, easing: 'ease-out' })),
    );
    for (const entrance of entrances) {
      expect(entrance.name).toBe('hero-word');
      // None delayed, all over together: a delayed animation has the main thread draw every frame
      // until it starts (components/hero/hero-entrances.ts).
      expect(entrance.delay).toBe(0);
      expect(entrance.duration).toBe((wordCount - 1) * HERO.wordDelayMs + HERO.wordDurationMs);
      expect([entrance.opacity[0], entrance.opacity.at(-1)]).toEqual(['0', '1']);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.hero.headline);
    await expect.poll(() => words.last().evaluate((word) => getComputedStyle(word).opacity), { timeout: 10_000 }).toBe('1');
    // Over, an entrance lets go of its word (fill backwards): one holding its end stays in effect,
    // and the word a composited layer that every frame's commit pays for.
    await expect.poll(() => words.evaluateAll((elements) => elements.filter((word) => word.getAnimations().length > 0).length)).toBe(0);
    expect(await words.evaluateAll((elements) => elements.map((word) => getComputedStyle(word).opacity))).toEqual(Array(wordCount).fill('1'));
  });

  // The spec's own words, not profile.ts's: the subtext once dropped "user".
  test('says the owner builds commerce and checkout user experiences at a telecom company', async ({ page }) => {
    await openPage(page);
    await expect(heroSection(page).getByText(/\bbuild commerce and checkout user experiences at a telecom company\b/)).toBeVisible();
  });

  test('has five tags in order and colour, pulsing in a staggered loop and drifting with the pointer', { tag: '@smoke' }, async ({ page }) => {
    await openPage(page);
    const tags = page.locator(HERO_SELECTORS.tag);
    // Drawn from the label, as a visitor sees them, by an element inside the pulse: the pulse itself
    // draws nothing (its own pseudo-element had its animation restyled in every frame, hero-tags.tsx).
    const drawn = await page.locator(HERO_SELECTORS.tagPulse).evaluateAll((pulses) =>
      pulses.map((pulse) => {
        const words = [...pulse.querySelectorAll('[data-label]')];
        return {
          label: words.map((word) => word.getAttribute('data-label')).join(),
          content: words.map((word) => getComputedStyle(word, '::before').content).join(),
          own: [getComputedStyle(pulse, '::before').content, getComputedStyle(pulse, '::after').content],
        };
      }),
    );
    expect(drawn).toEqual(profile.hero.tags.map((tag) => ({ label: tag, content: `"${tag}"`, own: ['none', 'none'] })));
    await expect(page.getByText(`${profile.hero.tags.join(' ')}.`)).toBeAttached();
    expect(await tags.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-color')))).toEqual([
      ...HERO_TAGS.colors,
    ]);

    // The loop is one Web Animation per tag, started by the page's own script as the gate opens
    // (components/hero/hero-entrances.ts): not a CSS animation, whose starts and repeats React's root
    // listener handled on the main thread.
    await expect
      .poll(() => page.locator(HERO_SELECTORS.tagPulse).evaluateAll((pulses) => pulses.map((pulse) => pulse.getAnimations().map((animation) => animation.constructor.name).join())))
      .toEqual(allPulses('Animation'));
    type Track = Array<{ value: string; offset: number; easing: string }>;
    type Timing = { name: string; delay: number; startsAfter: number; duration: number; iterations: number; opacity: Track; transform: Track };
    const timings = (): Promise<Timing[]> =>
      page.locator(HERO_SELECTORS.tagPulse).evaluateAll((pulses) =>
        pulses.map((pulse) => {
          const [animation] = pulse.getAnimations();
          const effect = animation!.effect as KeyframeEffect;
          const timing = effect.getTiming();
          const keyframes = effect.getKeyframes();
          const track = (property: string) =>
            keyframes
              .filter((frame) => property in frame)
              .map((frame) => ({ value: String(frame[property]), offset: Number(frame.computedOffset), easing: String(frame.easing) }));
          return {
            name: animation!.id,
            delay: Math.round(Number(timing.delay)),
            // Started in its loop's held end: its first pulse comes when that iteration is over.
            startsAfter: Math.round((1 - Number(timing.iterationStart)) * Number(timing.duration)),
            duration: Math.round(Number(timing.duration)),
            iterations: Number(timing.iterations),
            opacity: track('opacity'),
            transform: track('transform'),
          };
        }),
      );
    const period = HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs;
    const active = HERO_TAGS.pulseMs / period;
    (await timings()).forEach((timing, index) => {
      expect(timing.name).toBe(PULSE_ANIMATION);
      // Staggered 1 s + 0.4 s per tag, looping every pulse plus repeat delay, for good; by where
      // each loop starts, not a delay, which has the main thread draw every frame until it ends.
      expect(timing.startsAfter).toBe(HERO_TAGS.staggerBaseMs + HERO_TAGS.staggerStepMs * index);
      expect(timing.delay).toBe(0);
      expect(timing.duration).toBe(period);
      expect(timing.iterations).toBe(Infinity);
      for (const track of [timing.opacity, timing.transform]) {
        // Each keyframe segment eased; the repeat delay is the held last value.
        expect(track.slice(0, -2).every((frame) => frame.easing === 'ease-in-out')).toBe(true);
        expect(track.at(-2)!.easing).toBe('linear');
        expect(track.at(-2)!.offset).toBeCloseTo(active, 5);
      }
      expect(timing.opacity.map((frame) => Number(frame.value))).toEqual([...HERO_TAGS.pulseOpacity, 0]);
      expect(timing.opacity.map((frame) => frame.offset)).toEqual([0, active / 2, active, 1].map((offset) => expect.closeTo(offset, 5)));
      expect(timing.transform.map((frame) => frame.value)).toEqual([...HERO_TAGS.pulseScale, 0.2].map((value) => `scale(${value})`));
      expect(timing.transform.map((frame) => frame.offset)).toEqual([0, active / 3, (2 * active) / 3, active, 1].map((offset) => expect.closeTo(offset, 5)));
    });

    const offsets = async () =>
      tags.evaluateAll((elements) =>
        elements.map((element) => {
          const matrix = new DOMMatrix(getComputedStyle(element).transform);
          return [matrix.e, matrix.f];
        }),
      );
    // The drift listens once motion's chunk has run: a move before that goes unseen, so the pointer
    // goes on moving about the top left corner until the tags follow it there.
    let corner = 0;
    await expect
      .poll(async () => {
        corner = 1 - corner;
        await page.mouse.move(corner, corner);
        return (await offsets()).flat().some((value) => Math.abs(value) > 5);
      })
      .toBe(true);
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
    const farthest = async () => Math.max(...(await offsets()).flat().map(Math.abs));
    await expect.poll(farthest).toBeGreaterThan(HERO_TAGS.driftMaxPx / 2);
    // Eased out, the drift never overshoots: at no time past its reach.
    expect(await farthest()).toBeLessThanOrEqual(HERO_TAGS.driftMaxPx);
  });
});
