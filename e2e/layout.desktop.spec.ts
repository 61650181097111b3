import { GRID, PIE } from '../lib/constants';
import { DESKTOP, expect, heroSection, openPage, settleReveals, test } from './fixtures';

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

test(`projects sit in ${GRID.mediumColumns} columns from the medium breakpoint`, async ({ page }) => {
  await openPage(page);
  const cards = page.getByTestId('project-card');
  const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!));
  expect(Math.abs(first!.y - second!.y)).toBeLessThan(1);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width);
  expect(third!.x).toBeCloseTo(first!.x, 0);
  const columns = await cards.first().evaluate((card) => getComputedStyle(card.closest('ul')!).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(GRID.mediumColumns);
});

test.describe('between the small and large breakpoints', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test(`the legend splits into columns of ${PIE.legendGroupSize} from ${PIE.legendMobileBreakpointPx} px`, async ({ page }) => {
    await openPage(page);
    const boxes = await page.getByTestId('legend-item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    expect(boxes.length).toBeGreaterThan(PIE.legendGroupSize);
    expect(boxes[1]!.x).toBe(boxes[0]!.x);
    expect(boxes[PIE.legendGroupSize]!.x).toBeGreaterThan(boxes[0]!.x);
  });
});
