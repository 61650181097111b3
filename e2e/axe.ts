import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { settleReveals } from './animations';
import { HERO_CONTENT } from './page';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
// axe's best practices too: landmark-unique, for one, is only there, and two regions named
// "Work experience" passed every WCAG rule.
const TAGS = [...WCAG_22_AA, 'best-practice'];

export type AxeViolation = { id: string; nodes: string[] };

/** axe's WCAG 2.2 A/AA and best-practice violations on the page as it is now, or in the part `within` selects. */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/**
 * Brings the page to rest as a visitor would see it, for axe: scrolled to the end and back (the
 * reveals and the chart have run), the navbar faded back in, and the hero's words and its
 * overdamped opacity spring still, so axe judges contrast once nothing is fading.
 */
export async function settleForAxe(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await settleReveals(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    ({ content, word }) => {
      const hero = document.querySelector(content)!;
      const words = [...document.querySelectorAll(word)];
      const bar = document.querySelector('header')!;
      return getComputedStyle(bar).opacity === '1' && getComputedStyle(hero).opacity === '1' && words.every((word) => getComputedStyle(word).opacity === '1' && word.getAnimations().every((animation) => animation.playState !== 'running'));
    },
    { content: HERO_CONTENT, word: HERO_SELECTORS.word },
    { timeout: 15_000 },
  );
}

/** The navbar as a visitor sees it once it has faded in: all a menu's axe pass needs at rest. */
export async function settleNavbar(page: Page): Promise<void> {
  await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).opacity === '1', undefined, { timeout: 15_000 });
}
