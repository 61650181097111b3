import { REVEAL_SELECTOR } from '../components/first-paint/reveal-rule';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { expect, test } from './fixtures';
import { afterFrames, HERO_CONTENT, openPage } from './page';

test.describe('with reduced motion requested', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('shows everything at once: nothing hidden, nothing pulses, drifts or follows the scroll', async ({ page }) => {
    await openPage(page);
    const state = () =>
      page.evaluate(({ animatedParts, tag }) => {
        const animated = [...document.querySelectorAll(animatedParts)];
        return {
          running: animated.reduce((count, element) => count + element.getAnimations().length, 0),
          hidden: animated.filter((element) => getComputedStyle(element).opacity !== '1').length,
          moved: [...document.querySelectorAll(tag)].filter((element) => getComputedStyle(element).transform !== 'none').length,
        };
      }, { animatedParts: [HERO_SELECTORS.word, HERO_SELECTORS.tag, HERO_SELECTORS.tagPulse, REVEAL_SELECTOR].join(', '), tag: HERO_SELECTORS.tag });
    expect(await state()).toEqual({ running: 0, hidden: 0, moved: 0 });
    await page.mouse.move(10, 10);
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 10, viewport.height - 10);
    await afterFrames(page);
    expect(await state()).toEqual({ running: 0, hidden: 0, moved: 0 });

    await page.evaluate(() => window.scrollTo(0, 300));
    await afterFrames(page);
    const hero = await page.locator(HERO_CONTENT).evaluate((element) => ({
      opacity: getComputedStyle(element).opacity,
      transform: getComputedStyle(element).transform,
    }));
    expect(hero).toEqual({ opacity: '1', transform: 'none' });
    await expect(page.getByTestId('project-card').first()).toHaveCSS('opacity', '1');
  });
});
