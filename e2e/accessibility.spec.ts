import { axeViolations, settleForAxe, settleNavbar } from './axe';
import { expect, test } from './fixtures';
import { exposedExpanded, holdMenusOpen, isOpen, menuButton, menuOf } from './menus';
import { openPage, untilHydrated } from './page';

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
      // The navbar alone, which holds the menu: the page around it is judged with the menus closed.
      test(`axe finds no violation in the navbar with the ${name} menu open`, async ({ page }) => {
        await openPage(page);
        await settleNavbar(page);
        await holdMenusOpen(page);
        await menuButton(page, button).click();
        // Judged once it has faded in, not halfway.
        await expect(page.getByRole('menu', { name })).toHaveCSS('opacity', '1');
        expect(await exposedExpanded(page, button)).toBe(true);
        expect(await axeViolations(page, 'header')).toEqual([]);
        expect(await isOpen(menuOf(menuButton(page, button))), 'the menu stayed open while axe judged it').toBe(true);
      });
    }

    test('axe finds no violation on the page of every project', async ({ page }) => {
      await page.goto('projects/');
      await untilHydrated(page);
      // Judged once the gate's fade has ended, not halfway.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('accessibility with reduced motion (nothing pulses)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });
  // An axe pass over the whole page, its project images included, as the themes' tests above allow it.
  test.setTimeout(90_000);

  test('axe finds no violation with everything still and fully visible', async ({ page }) => {
    await openPage(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
