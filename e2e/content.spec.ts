import { WORK } from '../lib/constants';
import { profile } from '../tests/fixtures/profile';
import { settleReveals } from './animations';
import { readContent } from './backend';
import { expect, test } from './fixtures';
import { openPage } from './page';
import { SHOWN_SLIDE } from '../components/bento/work/shown-slide';

test('the built page shows the headline, every project and every role company from the backend', { tag: '@smoke' }, async ({ page }) => {
  const { projects, roles } = await readContent();
  await openPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(profile.hero.headline);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  const cards = page.getByTestId('project-card');
  await expect(cards).toHaveCount(projects.length);
  for (const [index, project] of projects.entries()) {
    await expect(cards.nth(index).getByTestId('project-title')).toHaveText(project.title);
  }

  // One role shows at a time: walking the carousel shows every company once. Each step waits for
  // the slide to say where it is, so a read never comes before the click's render.
  const slide = page.locator(SHOWN_SLIDE);
  const next = page.getByRole('button', { name: 'Next role' });
  // Below the fold (on a phone), the carousel is still hidden, and motion slides it in from 40 px
  // lower as the click's own scroll brings it: a press made as that starts ends beside the button,
  // and no click is made. A visitor presses what they see: in view and at rest first.
  await next.scrollIntoViewIfNeeded();
  await settleReveals(page);
  const start = Math.max(0, roles.findIndex((role) => role.id === WORK.firstRoleId));
  const seen: string[] = [];
  for (let step = 0; step < roles.length; step++) {
    await expect(slide).toHaveAttribute('aria-label', `${((start + step) % roles.length) + 1} of ${roles.length}`);
    seen.push((await page.locator(SHOWN_SLIDE).getByTestId('role-card').getByRole('heading', { level: 3 }).textContent()) ?? '');
    await next.click();
  }
  expect(seen.sort()).toEqual(roles.map((role) => role.company).sort());
});
