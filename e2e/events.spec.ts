import type { Locator, Page } from '@playwright/test';
import { settleReveals } from './animations';
import { expect, test } from './fixtures';
import { openPage } from './page';

// Listeners added after hydration, as an owner's handler or a library adds them: nothing page-wide
// keeps an event from them. Click is the control.
const TYPES = ['pointerdown', 'pointerup', 'mouseover', 'focusin', 'focusout', 'keyup', 'wheel', 'click'];

type Heard = Record<string, string[]>;

async function listen(target: Locator, name: string): Promise<void> {
  await target.evaluate(
    (element, { name, types }) => {
      const heard = ((window as unknown as { __heard?: Heard }).__heard ??= {});
      heard[name] = [];
      for (const type of types) {
        element.addEventListener(type, (event) => {
          heard[name]!.push(type);
          // A link's click would open a new tab.
          if (type === 'click') event.preventDefault();
        });
      }
    },
    { name, types: TYPES },
  );
}

/** What `name`'s listeners heard since `forget`, each type once. */
const heard = (page: Page, name: string) => page.evaluate((name) => [...new Set((window as unknown as { __heard: Heard }).__heard[name])], name);

const forget = (page: Page, name: string) =>
  page.evaluate((name) => {
    (window as unknown as { __heard: Heard }).__heard[name] = [];
  }, name);

/** Each type reaches the listener; others may too (a tap's mouse events come late on a phone). */
const reached = (page: Page, name: string, types: string[]) => expect.poll(() => heard(page, name)).toEqual(expect.arrayContaining(types));

async function pointAt(page: Page, target: Locator): Promise<void> {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

async function actAsAVisitor(page: Page, target: Locator, name: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  // A section coming into view slides up as it fades in: a press aimed while it moves lands beside.
  await settleReveals(page);
  await page.mouse.move(1, 1);
  await listen(target, name);

  await pointAt(page, target);
  await reached(page, name, ['mouseover']);

  await forget(page, name);
  await page.mouse.down();
  await page.mouse.up();
  await reached(page, name, ['pointerdown', 'pointerup', 'click']);

  // Away by keyboard and back: the way back's Shift and Tab come up on it.
  await forget(page, name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
  await reached(page, name, ['focusout', 'focusin', 'keyup']);

  await forget(page, name);
  await pointAt(page, target);
  await page.mouse.wheel(0, 40);
  await reached(page, name, ['wheel']);
}

test.describe('events reach listeners added after hydration', () => {
  test('on the carousel\'s "Next role" button', async ({ page }) => {
    await openPage(page);
    await actAsAVisitor(page, page.getByRole('button', { name: 'Next role' }), 'next');
  });

  test("on a project card's link", async ({ page }) => {
    await openPage(page);
    const link = page.getByTestId('project-card').locator('[data-testid="project-website-link"], [data-testid="project-github-link"]').first();
    await actAsAVisitor(page, link, 'link');
  });
});
