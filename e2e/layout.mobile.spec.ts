import { settleReveals } from './animations';
import { expect, test } from './fixtures';
import { heroSection, openPage } from './page';
import { MOBILE } from './viewports';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

/** Layout below the small breakpoint (the mobile project, 375×812). */
test('the hero is the full viewport height and not sticky', async ({ page }) => {
  await openPage(page);
  expect((await heroSection(page).boundingBox())?.height).toBe(MOBILE.height);
  expect(await heroSection(page).evaluate((element) => getComputedStyle(element).position)).not.toBe('sticky');
});

test('the blocks stack, projects sit in one column, and the legend is a single column', async ({ page }) => {
  await openPage(page);
  await settleReveals(page);
  const about = await page.getByRole('region', { name: 'About' }).boundingBox();
  const work = await page.getByRole('region', { name: 'Work experience' }).first().boundingBox();
  expect(work!.y).toBeGreaterThan(about!.y + about!.height - 1);

  const cards = page.getByTestId('project-card');
  const first = (await cards.nth(0).boundingBox())!;
  const second = (await cards.nth(1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  const columns = await cards.first().evaluate((card) => getComputedStyle(card.closest('[role="list"] > *')!).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);

  const xs = await page.locator(SHOWN_SLIDE).getByTestId('legend-item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
  expect(new Set(xs).size).toBe(1);
});
