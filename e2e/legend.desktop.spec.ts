import type { Page } from '@playwright/test';
import { BREAKPOINTS_PX, PIE } from '../lib/constants';
import { expect, test } from './fixtures';
import { openPage } from './page';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

/**
 * The legend's layout for any number of responsibilities. The point here is layout, not the data
 * path, so the live refresh's reads of the content version and of `roles` are answered: a version the
 * page was not built from, and roles of 4, 7 and 10 responsibilities.
 */
const COUNTS = [4, 7, 10];

async function withRoles(page: Page): Promise<void> {
  const rows = COUNTS.map((count, index) => ({
    id: index + 1,
    company: `Company with ${count}`,
    timeframe: '2020 – 2021',
    title: 'Engineer',
    description: 'Did things.',
    is_current_role: index === 0,
    responsibilities: Array.from({ length: count }, (_, item) => ({ label: `Responsibility number ${item + 1}`, value: count - item })),
  }));
  // A content version other than the page's, so that the refresh reads the roles.
  await page.route('**/rest/v1/content_version?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify([{ version: 0 }]) }),
  );
  await page.route('**/rest/v1/roles?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(rows) }),
  );
}

/** Each legend group's box, for the role shown. */
const groupBoxes = (page: Page) =>
  page.locator(SHOWN_SLIDE).getByTestId('legend-group').evaluateAll((groups) =>
    groups.map((group) => {
      const box = group.getBoundingClientRect();
      return { x: Math.round(box.x), right: Math.round(box.right), top: Math.round(box.top), items: group.children.length };
    }),
  );

for (const width of [1280, 1024, 800]) {
  test(`from ${BREAKPOINTS_PX[PIE.legendBreakpoint]} px up, the legend stands in columns of ${PIE.legendGroupSize} side by side: ${width} px`, async ({ page }) => {
    // It waits for the live refresh (an idle moment after load, then a worker's read) and walks three
    // roles: 17 to 33 s in CI, against the default 30 s.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await withRoles(page);
    await openPage(page);
    for (const count of COUNTS) {
      const card = page.getByRole('region', { name: `Company with ${count}` });
      await expect(card).toBeVisible({ timeout: 15_000 }); // after the refresh
      await card.scrollIntoViewIfNeeded();
      const boxes = await groupBoxes(page);
      expect(boxes.map((box) => box.items)).toEqual(
        Array.from({ length: Math.ceil(count / PIE.legendGroupSize) }, (_, index) => Math.min(PIE.legendGroupSize, count - index * PIE.legendGroupSize)),
      );
      for (let index = 1; index < boxes.length; index++) {
        // Beside the one before, on the same line, not overlapping it.
        expect(boxes[index]!.top, `${count} at ${width}: group ${index + 1}`).toBe(boxes[0]!.top);
        expect(boxes[index]!.x, `${count} at ${width}: group ${index + 1}`).toBeGreaterThanOrEqual(boxes[index - 1]!.right);
      }
      // Inside the card.
      const cardBox = (await card.boundingBox())!;
      expect(boxes.at(-1)!.right).toBeLessThanOrEqual(Math.round(cardBox.x + cardBox.width));
      await page.getByRole('button', { name: 'Next role' }).click();
    }
  });
}

test(`under ${BREAKPOINTS_PX[PIE.legendBreakpoint]} px, the legend is a single column`, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await withRoles(page);
  await openPage(page);
  for (const count of COUNTS.slice(0, -1)) {
    await expect(page.getByRole('region', { name: `Company with ${count}` })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Next role' }).click();
  }
  await expect(page.getByRole('region', { name: 'Company with 10' })).toBeVisible();
  const boxes = await groupBoxes(page);
  expect(new Set(boxes.map((box) => box.x)).size).toBe(1);
  for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.top).toBeGreaterThan(boxes[index - 1]!.top);
});
