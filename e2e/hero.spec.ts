import { HERO, HERO_TAGS } from '../lib/constants';
import { profile } from '../lib/profile';
import { expect, heroSection, openPage, recordAnimations, test } from './fixtures';
import type { Page } from '@playwright/test';

const heroContent = (page: Page) => heroSection(page).locator(':scope > div');

/** Opacity and vertical offset (as a share of the content's height) once the springs settle. */
async function settledMotion(page: Page) {
  let previous = '';
  await expect
    .poll(async () => {
      const now = await heroContent(page).evaluate((element) => `${getComputedStyle(element).opacity}|${getComputedStyle(element).transform}`);
      const settled = now === previous;
      previous = now;
      return settled;
    }, { intervals: [300], timeout: 20_000 })
    .toBe(true);
  return heroContent(page).evaluate((element) => {
    const style = getComputedStyle(element);
    const matrix = style.transform === 'none' ? new DOMMatrix() : new DOMMatrix(style.transform);
    return { opacity: Number(style.opacity), offsetPercent: (matrix.f / element.getBoundingClientRect().height) * 100 };
  });
}

test.describe('hero', () => {
  test(`fades over the first ${HERO.opacityRangePx} px and moves down ${HERO.offsetMaxPercent}% over the first ${HERO.offsetRangePx} px, through springs`, async ({ page }) => {
    // Both springs are heavily overdamped (damping 30 and 35 against stiffness 40 and 60): each
    // move takes seconds to come to rest, and this test waits for four.
    test.setTimeout(90_000);
    await openPage(page);
    expect(await settledMotion(page)).toEqual({ opacity: 1, offsetPercent: 0 });

    // A spring lags its target: one frame after the jump the hero is still mostly visible.
    const firstFrame = await page.evaluate(async (y) => {
      const content = document.querySelector('section[aria-labelledby="hero-headline"] > div')!;
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return Number(getComputedStyle(content).opacity);
    }, HERO.opacityRangePx / 2);
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

  test(`shows the headline word by word, ${HERO.wordDelayMs} ms apart`, async ({ page }) => {
    const animations = await recordAnimations(page);
    await openPage(page);
    const words = page.locator('[data-hero-word]');
    const wordCount = profile.hero.headline.split(' ').length;
    await expect(words).toHaveCount(wordCount);
    // motion runs each word's opacity as its own Web Animation.
    const fades = async () =>
      (await animations()).filter((animation) => animation.target === 'data-hero-word' && 'opacity' in animation.keyframes);
    // Rounded: motion computes the delays in seconds (0.6 s becomes 600.0000000000001 ms).
    await expect.poll(async () => (await fades()).map((animation) => Math.round(animation.delay) + 0)).toEqual(
      Array.from({ length: wordCount }, (_, index) => index * HERO.wordDelayMs),
    );
    const first = (await fades())[0]!;
    expect(first.keyframes.opacity).toEqual([0, 1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.hero.headline);
    await expect.poll(() => words.last().evaluate((word) => getComputedStyle(word).opacity), { timeout: 10_000 }).toBe('1');
  });

  // The spec's own words, not profile.ts's: the subtext once dropped "user".
  test('says the owner builds commerce and checkout user experiences at a telecom company', async ({ page }) => {
    await openPage(page);
    await expect(heroSection(page).getByText(/\bbuild commerce and checkout user experiences at a telecom company\b/)).toBeVisible();
  });

  test('has five tags in order and colour, pulsing in a staggered loop and drifting with the pointer', async ({ page }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    // The fake clock also fakes `performance`, so the gate's mark is not there to wait for.
    await page.goto('/');
    await page.waitForFunction(() => !document.documentElement.classList.contains('gate-closed'));
    const tags = page.locator('[data-hero-tag]');
    expect(await page.locator('[data-hero-tag-pulse]').evaluateAll((pulses) => pulses.map((pulse) => pulse.getAttribute('data-label')))).toEqual([
      ...profile.hero.tags,
    ]);
    // Drawn from the label, as a visitor sees them.
    expect(
      await page.locator('[data-hero-tag-pulse]').evaluateAll((pulses) => pulses.map((pulse) => getComputedStyle(pulse, '::before').content)),
    ).toEqual(profile.hero.tags.map((tag) => `"${tag}"`));
    await expect(page.getByText(`${profile.hero.tags.join(' ')}.`)).toBeAttached();
    expect(await tags.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-color')))).toEqual([
      ...HERO_TAGS.colors,
    ]);

    // The pulse runs on motion's clock (its repeat delay keeps it off the Web Animations API), so
    // the page's clock is paused and stepped: every tag is sampled each STEP ms for nine seconds.
    const STEP = 50;
    const WINDOW = 15_000; // two loops, whatever phase each tag is in when sampling starts
    await page.clock.pauseAt(Date.now() + 1000);
    const samples: Array<Array<{ opacity: number; scale: number }>> = [];
    for (let time = 0; time <= WINDOW; time += STEP) {
      samples.push(
        await page.locator('[data-hero-tag-pulse]').evaluateAll((pulses) =>
          pulses.map((pulse) => {
            const style = getComputedStyle(pulse);
            return { opacity: Number(style.opacity), scale: style.transform === 'none' ? 1 : new DOMMatrix(style.transform).a };
          }),
        ),
      );
      await page.clock.runFor(STEP);
    }
    const series = (tag: number) => samples.map((sample) => sample[tag]!);
    /** The tag's visible spells (opacity above 0) as [first, last] sample indexes. */
    const visibleSpells = (tag: number) => {
      const runs: Array<[number, number]> = [];
      series(tag).forEach(({ opacity }, index) => {
        const last = runs.at(-1);
        if (opacity > 0) {
          if (last && last[1] === index - 1) last[1] = index;
          else runs.push([index, index]);
        }
      });
      return runs;
    };
    /** Spells whose start was seen, and those seen whole. */
    const startedSpells = (tag: number) => visibleSpells(tag).filter(([first]) => first > 0);
    const wholePulses = (tag: number) => startedSpells(tag).filter(([, last]) => last < samples.length - 1);
    const tolerance = 2 * STEP;
    const period = HERO_TAGS.pulseMs + HERO_TAGS.repeatDelayMs;
    const starts = [0, 1, 2, 3, 4].map((tag) => startedSpells(tag)[0]![0] * STEP);
    // Staggered: each tag's loop runs HERO_TAGS.staggerStepMs behind the one before.
    for (let tag = 1; tag < 5; tag++) {
      const behind = (((starts[tag]! - starts[0]!) % period) + period) % period;
      expect(Math.abs(behind - tag * HERO_TAGS.staggerStepMs)).toBeLessThanOrEqual(tolerance);
    }
    // Each loop: visible for the pulse, gone for the repeat delay, then back.
    const [first] = wholePulses(0);
    const [start, next] = startedSpells(0);
    expect(Math.abs((first![1] - first![0] + 1) * STEP - HERO_TAGS.pulseMs)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs((next![0] - start![0]) * STEP - period)).toBeLessThanOrEqual(tolerance);
    // Opacity 0 → 1 → 0 and scale 0.2 → 1.2 → 1 → 0.2 over the pulse, each segment eased.
    const pulse = series(0).slice(first![0], first![1] + 1);
    const peak = (values: number[]) => values.indexOf(Math.max(...values));
    expect(Math.max(...pulse.map((sample) => sample.opacity))).toBeCloseTo(HERO_TAGS.pulseOpacity[1], 1);
    expect(Math.abs(peak(pulse.map((sample) => sample.opacity)) * STEP - HERO_TAGS.pulseMs / 2)).toBeLessThanOrEqual(tolerance);
    expect(Math.max(...pulse.map((sample) => sample.scale))).toBeCloseTo(HERO_TAGS.pulseScale[1], 1);
    expect(Math.abs(peak(pulse.map((sample) => sample.scale)) * STEP - HERO_TAGS.pulseMs / 3)).toBeLessThanOrEqual(tolerance);
    // Eased, not linear: an eighth of the way into the pulse, opacity is well under its linear 0.25.
    expect(pulse[Math.round(HERO_TAGS.pulseMs / 8 / STEP)]!.opacity).toBeLessThan(0.2);
    await page.clock.resume();

    const offsets = async () =>
      tags.evaluateAll((elements) =>
        elements.map((element) => {
          const matrix = new DOMMatrix(getComputedStyle(element).transform);
          return [matrix.e, matrix.f];
        }),
      );
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await offsets()).flat().some((value) => Math.abs(value) > 5)).toBe(true);
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
    await page.waitForTimeout(600);
    const values = (await offsets()).flat();
    expect(Math.max(...values.map(Math.abs))).toBeLessThanOrEqual(HERO_TAGS.driftMaxPx);
    expect(Math.max(...values.map(Math.abs))).toBeGreaterThan(HERO_TAGS.driftMaxPx / 2);
  });
});
