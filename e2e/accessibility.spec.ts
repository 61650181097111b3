import type { Page } from '@playwright/test';
import { axeViolations, settleForAxe } from './axe';
import { expect, test } from './fixtures';
import { openPage } from './page';

/** axe with every navbar menu closed, then with each open in turn. */
async function expectNoViolationWithMenusClosedAndOpen(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  for (const [button, menu] of [
    ['GitHub', 'GitHub profiles'],
    ['Theme', 'Theme'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    // Judged once it has faded in, not halfway.
    await expect(page.getByRole('menu', { name: menu })).toHaveCSS('opacity', '1');
    expect(await axeViolations(page), `${menu} menu open`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: menu })).toBeHidden();
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('axe finds no WCAG 2.2 A/AA or best-practice violation, with the menus closed and open', async ({ page }) => {
      // Three axe passes and the hero's overdamped spring coming to rest take most of a minute on a loaded machine.
      test.setTimeout(90_000);
      await openPage(page);
      await settleForAxe(page);
      await expectNoViolationWithMenusClosedAndOpen(page);
    });
  });
}

test.describe('accessibility with reduced motion (nothing pulses)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds no violation with everything still and fully visible', async ({ page }) => {
    await openPage(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
