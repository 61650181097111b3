import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from './fixtures';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// axe's best practices too: landmark-unique, for one, is only there, and two regions named
// "Work experience" passed every WCAG rule.
const TAGS = [...WCAG_22_AA, 'best-practice'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility', () => {
  test('axe finds no WCAG 2.2 A/AA or best-practice violation, with the menu closed and open', async ({ page }) => {
    // Two axe passes and the hero's overdamped spring coming to rest take most of the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    await openPage(page);
    // Let the reveals and the chart settle so axe sees the page as a visitor does.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1200);
    await page.evaluate(() => window.scrollTo(0, 0));
    // Back at the top the hero's opacity spring takes a few seconds to come to rest (it is
    // overdamped), and the words may still be fading in: axe judges contrast once all is still.
    await page.waitForFunction(
      () => {
        const hero = document.querySelector('section[aria-labelledby="hero-headline"] > div')!;
        const words = [...document.querySelectorAll('[data-hero-word]')];
        return getComputedStyle(hero).opacity === '1' && words.every((word) => getComputedStyle(word).opacity === '1' && word.getAnimations().every((animation) => animation.playState !== 'running'));
      },
      undefined,
      { timeout: 15_000 },
    );
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'GitHub' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.waitForTimeout(400);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('accessibility with reduced motion (nothing pulses)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds no violation with everything still and fully visible', async ({ page }) => {
    await openPage(page);
    expect(await violations(page)).toEqual([]);
  });
});
