import type { Page } from '@playwright/test';
import { NAVBAR } from '../lib/constants';
import { axeViolations, settleForAxe } from './axe';
import { expect, test } from './fixtures';
import { exposedExpanded, isOpen, menuButton, menuOf } from './menus';
import { openPage } from './page';

/**
 * An axe pass of the whole page takes longer than a menu's auto-close on a loaded machine, and
 * would judge the menu fading out: the auto-close's timer (and only it) is stretched, so axe sees
 * the menu open. navbar.spec.ts tests the auto-close itself.
 */
async function holdMenusOpen(page: Page): Promise<void> {
  await page.evaluate((autoCloseMs) => {
    const setTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      setTimeout(handler, delay === autoCloseMs ? 10 * 60_000 : delay, ...rest)) as typeof window.setTimeout;
  }, NAVBAR.dropdownAutoCloseMs);
}

// Each navbar menu, by its button's name and its own.
const MENUS = [
  ['GitHub', 'GitHub profiles'],
  ['Theme', 'Theme'],
] as const;

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    // An axe pass and the hero's overdamped spring coming to rest take most of a minute on a loaded machine.
    test.setTimeout(90_000);

    test('axe finds no WCAG 2.2 A/AA or best-practice violation, with the menus closed', { tag: '@smoke' }, async ({ page }) => {
      await openPage(page);
      await settleForAxe(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const [button, name] of MENUS) {
      test(`axe finds no violation with the ${name} menu open`, async ({ page }) => {
        await openPage(page);
        await settleForAxe(page);
        await holdMenusOpen(page);
        await menuButton(page, button).click();
        // Judged once it has faded in, not halfway.
        await expect(page.getByRole('menu', { name })).toHaveCSS('opacity', '1');
        expect(await exposedExpanded(page, button)).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        expect(await isOpen(menuOf(menuButton(page, button))), 'the menu stayed open while axe judged it').toBe(true);
      });
    }
  });
}

test.describe('accessibility with reduced motion (nothing pulses)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('axe finds no violation with everything still and fully visible', async ({ page }) => {
    await openPage(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
