import { axeViolations, settleForAxe } from './axe';
import { expect, test } from './fixtures';
import { openPage } from './page';

test.describe('accessibility', () => {
  test('axe finds no WCAG 2.2 A/AA or best-practice violation, with the menu closed and open', async ({ page }) => {
    // Two axe passes and the hero's overdamped spring coming to rest take most of the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    await openPage(page);
    await settleForAxe(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'GitHub' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.waitForTimeout(400);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('accessibility with reduced motion (nothing pulses)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds no violation with everything still and fully visible', async ({ page }) => {
    await openPage(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
