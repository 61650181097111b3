import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';
import { NAVBAR } from '../lib/constants';

/**
 * The navbar's menus are popovers: the browser owns whether one is open, and tells assistive
 * technology through its button's expanded state, which no attribute carries. These read both.
 */

export const menuButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

/** The popover menu `button` opens, found through its popovertarget (visible or not). */
export function menuOf(button: Locator): Locator {
  return button.locator('xpath=following-sibling::*[@popover]');
}

/**
 * Clicks `button` and waits until its menu has faded in. An item is clicked only then: Playwright
 * scrolls a still-moving element "into view" before clicking it, which for a popover in the top
 * layer scrolled the page (at 375 px wide), and a scroll closes the menu.
 */
export async function openMenu(button: Locator): Promise<Locator> {
  await button.click();
  const menu = menuOf(button);
  await expect(menu).toHaveCSS('opacity', '1');
  await expect(menu).toHaveCSS('transform', 'none');
  return menu;
}

/** Whether the popover is open, as the browser holds it. */
export const isOpen = (menu: Locator) => menu.evaluate((element) => element.matches(':popover-open'));

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The expanded state Chromium exposes to assistive technology for the button named `name`
 * (undefined when it is not in the accessibility tree, a hidden navbar's).
 */
export async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  const cdp = await sessions.get(page)!;
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId, accessibleName: name, role: 'button' });
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
  return expanded === undefined ? undefined : Boolean(expanded.value.value);
}

/**
 * An axe pass of the whole page takes longer than a menu's auto-close on a loaded machine, and
 * would judge the menu fading out: the auto-close's timer (and only it) is stretched, so axe sees
 * the menu open. navbar.spec.ts tests the auto-close itself.
 */
export async function holdMenusOpen(page: Page): Promise<void> {
  await page.evaluate((autoCloseMs) => {
    const setTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      setTimeout(handler, delay === autoCloseMs ? 10 * 60_000 : delay, ...rest)) as typeof window.setTimeout;
  }, NAVBAR.dropdownAutoCloseMs);
}
