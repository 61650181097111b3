import { REVEAL } from '../lib/constants';
import { recordAnimations } from './animations';
import { expect, test } from './fixtures';
import { afterFrames, openPage } from './page';

test(`a reveal fades in and slides up ${REVEAL.slidePx} px over ${REVEAL.durationMs} ms, once, when ${REVEAL.threshold * 100}% is visible`, async ({ page }) => {
  const animations = await recordAnimations(page);
  await openPage(page);
  const reveal = page.locator('[data-reveal]').filter({ has: page.getByRole('heading', { name: 'Projects Section' }) });
  await reveal.evaluate((element) => Object.assign(element, { __probe: 'projects' }));
  const reveals = async () => (await animations()).filter((animation) => animation.probe === 'projects');
  const scrollToShow = async (share: number) => {
    await reveal.evaluate((element, visible) => {
      const box = element.getBoundingClientRect();
      // Place the element's top so that `visible` of its height is inside the viewport.
      window.scrollTo(0, window.scrollY + box.top - window.innerHeight + box.height * visible);
    }, share);
    await afterFrames(page);
  };

  await page.evaluate(() => window.scrollTo(0, 0));
  const before = (await reveals()).length;
  expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');

  await scrollToShow(REVEAL.threshold / 2);
  expect((await reveals()).length).toBe(before);
  expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');

  await scrollToShow(REVEAL.threshold + 0.1);
  // motion plays the fade and the slide as two Web Animations of the same length.
  await expect.poll(async () => (await reveals()).length).toBe(before + 2);
  const played = (await reveals()).slice(before);
  expect(played.map((animation) => animation.duration)).toEqual([REVEAL.durationMs, REVEAL.durationMs]);
  expect(played.map((animation) => animation.keyframes).sort((a, b) => Object.keys(a)[0]!.localeCompare(Object.keys(b)[0]!))).toEqual([
    { opacity: [0, 1] },
    // Handed over as written: the browser eases a translation into 'none' as into no translation.
    { transform: [`translateY(${REVEAL.slidePx}px)`, 'none'] },
  ]);
  await expect.poll(() => reveal.evaluate((element) => getComputedStyle(element).opacity), { timeout: REVEAL.durationMs + 2000 }).toBe('1');

  // Once only: leaving and coming back does not play it again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await afterFrames(page);
  await scrollToShow(0.6);
  expect((await reveals()).length).toBe(before + 2);
  expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test(`a reveal too tall for ${REVEAL.threshold * 100}% of it to fit in the viewport plays once it fills ${REVEAL.threshold * 100}% of the viewport`, async ({ page }) => {
  const animations = await recordAnimations(page);
  await openPage(page);
  const reveal = page.locator('[data-reveal]').filter({ has: page.getByRole('heading', { name: 'Projects Section' }) });
  await reveal.evaluate((element) => Object.assign(element, { __probe: 'projects' }));
  const reveals = async () => (await animations()).filter((animation) => animation.probe === 'projects');
  // Far below the fold, content-visibility: auto gives a reveal (this one, and those above it) a placeholder height; the geometry needs real ones.
  await page.locator('[data-reveal]').evaluateAll((elements) => elements.forEach((element) => (element as HTMLElement).style.setProperty('content-visibility', 'visible')));
  // A viewport short enough that the projects block is like a long grid on a phone.
  const height = await reveal.evaluate((element) => element.getBoundingClientRect().height);
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: Math.floor(height * REVEAL.threshold * 0.75) });
  const scrollToFill = async (share: number) => {
    await reveal.evaluate((element, fill) => {
      // Place the element's top so that it covers `fill` of the viewport's height.
      window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - window.innerHeight * (1 - fill));
    }, share);
    await afterFrames(page);
  };

  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollToFill(REVEAL.threshold / 2);
  expect(await reveals()).toHaveLength(0);
  expect(await reveal.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');

  await scrollToFill(REVEAL.threshold + 0.1);
  await expect.poll(async () => (await reveals()).length).toBe(2);
  await expect.poll(() => reveal.evaluate((element) => getComputedStyle(element).opacity), { timeout: REVEAL.durationMs + 2000 }).toBe('1');
});
