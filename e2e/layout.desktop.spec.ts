import type { Page } from '@playwright/test';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { BREAKPOINTS_PX, PIE } from '../lib/constants';
import { settleReveals } from './animations';
import { expect, test } from './fixtures';
import { heroSection, openPage } from './page';
import { DESKTOP } from './viewports';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

/** Layout from the large breakpoint up (the desktop project, 1280×800). */
test('the hero is half the viewport height and sticky at the top', async ({ page }) => {
  await openPage(page);
  const box = await heroSection(page).boundingBox();
  expect(box?.height).toBe(DESKTOP.height / 2);
  const style = await heroSection(page).evaluate((element) => ({
    position: getComputedStyle(element).position,
    top: getComputedStyle(element).top,
  }));
  expect(style).toEqual({ position: 'sticky', top: '0px' });
});

test('the about block takes a third of the width and the work block two thirds', async ({ page }) => {
  await openPage(page);
  await settleReveals(page);
  const about = await page.getByRole('region', { name: 'About' }).boundingBox();
  const work = await page.getByRole('region', { name: 'Work experience' }).first().boundingBox();
  expect(Math.abs(about!.y - work!.y)).toBeLessThan(1);
  expect((about!.width / (about!.width + work!.width)) * 3).toBeCloseTo(1, 1);
});

test(`projects sit in 2 columns from the medium breakpoint`, async ({ page }) => {
  await openPage(page);
  const cards = page.getByTestId('project-card');
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(third!.x).toBeCloseTo(first!.x, 0);
  const columns = await cards.first().evaluate((card) => getComputedStyle(card.closest('[role="list"] > *')!).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(2);
});

test.describe('between the small and large breakpoints', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test(`the legend splits into columns of ${PIE.legendGroupSize} from ${BREAKPOINTS_PX[PIE.legendBreakpoint]} px`, async ({ page }) => {
    await openPage(page);
    const boxes = await page.locator(SHOWN_SLIDE).getByTestId('legend-item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    expect(boxes.length).toBeGreaterThan(PIE.legendGroupSize);
    expect(boxes[1]!.x).toBe(boxes[0]!.x);
    expect(boxes[PIE.legendGroupSize]!.x).toBeGreaterThan(boxes[0]!.x);
  });
});

/**
 * The hero's text and tags as laid out at rest (reduced motion: no pulse, no drift): whether each
 * lies inside the hero, whether the text clears the fixed navbar, and which tags cover the text.
 */
async function heroFit(page: Page) {
  return heroSection(page).evaluate((hero, tagPulse) => {
    const box = (element: Element) => element.getBoundingClientRect();
    const inside = (outer: DOMRect, inner: DOMRect) =>
      inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom;
    const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const heroBox = box(hero);
    const text = [hero.querySelector('h1')!, hero.querySelector('p:not(.visually-hidden)')!].map(box);
    const tags = [...hero.querySelectorAll(tagPulse)].map(box);
    return {
      height: heroBox.height / window.innerHeight,
      outside: [...text, ...tags].filter((rect) => !inside(heroBox, rect)).length,
      underNavbar: text[0]!.top < box(document.querySelector('nav[aria-label="Main"]')!).bottom,
      tagsOnText: tags.filter((tag) => text.some((rect) => meet(tag, rect))).length,
    };
  }, HERO_SELECTORS.tagPulse);
}

// A min-height once made it 59% of a 1280×600 viewport; short wide screens are where it shows.
for (const viewport of [
  { width: 1280, height: 600 },
  { width: 1280, height: 900 },
  { width: BREAKPOINTS_PX.md, height: 1024 },
  { width: BREAKPOINTS_PX.md, height: 500 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, contextOptions: { reducedMotion: 'reduce' } });

    test('the hero is half the viewport high, with its text and tags inside it and apart', async ({ page }) => {
      await openPage(page);
      const fit = await heroFit(page);
      expect(Math.abs(fit.height - 0.5)).toBeLessThanOrEqual(0.01);
      expect(fit).toMatchObject({ outside: 0, underNavbar: false, tagsOnText: 0 });
    });
  });
}

test.describe(`just below the medium breakpoint (${BREAKPOINTS_PX.md - 1} px)`, () => {
  test.use({ viewport: { width: BREAKPOINTS_PX.md - 1, height: 600 }, contextOptions: { reducedMotion: 'reduce' } });

  test('the hero is the full viewport height, with its text and tags inside it and apart', async ({ page }) => {
    await openPage(page);
    const fit = await heroFit(page);
    expect(fit.height).toBe(1);
    expect(fit).toMatchObject({ outside: 0, underNavbar: false, tagsOnText: 0 });
  });
});
