import type { Page } from '@playwright/test';
import { NAVBAR } from '../lib/constants';
import { profile } from '../tests/fixtures/profile';
import { recordTransitions } from './animations';
import { expect, test } from './fixtures';
import { exposedExpanded, isOpen, menuButton, menuOf, openMenu } from './menus';
import { afterFrames, openPage } from './page';

/** The tests' profile's links by what they are, not where they stand in its list. */
const linkOn = (network: string, tag?: string): string => {
  const link = profile.links.find((candidate) => candidate.network === network && (tag === undefined || ('tag' in candidate && candidate.tag === tag)));
  if (!link) throw new Error(`tests/fixtures/profile.ts has no ${[tag, network].filter(Boolean).join(' ')} link`);
  return link.url;
};
const GITHUB_LINKS = [
  { name: 'Professional GitHub (opens in a new tab)', href: linkOn('GitHub', 'Professional') },
  { name: 'Personal GitHub (opens in a new tab)', href: linkOn('GitHub', 'Personal') },
];

/** The bar by its tag, not its role: a hidden banner leaves the accessibility tree, and these tests watch it leave. */
const barOf = (page: Page) => page.locator('header');
const opacityOf = (page: Page) => barOf(page).evaluate((element) => getComputedStyle(element).opacity);

test.describe('navbar', () => {
  test('is fixed at the top with the name, a LinkedIn link and a GitHub menu under its button, all links in new tabs', async ({ page }) => {
    await openPage(page);
    await holdTime(page);
    const bar = page.getByRole('banner');
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await bar.boundingBox())?.y).toBe(0);
    await expect(bar.getByText(profile.name, { exact: true })).toBeVisible();

    const linkedIn = bar.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    await expect(linkedIn).toHaveAttribute('href', linkOn('LinkedIn'));
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');

    const button = menuButton(page, 'GitHub');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(await exposedExpanded(page, 'GitHub')).toBe(false);
    await button.click();
    const menu = page.getByRole('menu', { name: 'GitHub profiles' });
    await expect(menu).toBeVisible();
    expect(await exposedExpanded(page, 'GitHub')).toBe(true);
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(GITHUB_LINKS.map((link) => link.name));
    for (const [index, { href }] of GITHUB_LINKS.entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', href);
      await expect(items.nth(index)).toHaveAttribute('target', '_blank');
      await expect(items.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // In the top layer, hung from its button: just below it, their right edges aligned, inside the viewport.
    const [buttonBox, menuBox] = [(await button.boundingBox())!, (await menu.boundingBox())!];
    expect(menuBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(menuBox.y).toBeLessThan(buttonBox.y + buttonBox.height + 16);
    expect(menuBox.x + menuBox.width).toBeCloseTo(buttonBox.x + buttonBox.width, 0);
    expect(menuBox.x).toBeGreaterThanOrEqual(0);

    await button.click();
    await expect(menu).toBeHidden();
    expect(await exposedExpanded(page, 'GitHub')).toBe(false);
  });

  test(`shows only under ${NAVBAR.hideThresholdPx} px of scroll and fades over ${NAVBAR.fadeMs} ms`, async ({ page }) => {
    const transitions = await recordTransitions(page);
    await openPage(page);
    const bar = barOf(page);
    const fades = async () => (await transitions('header')).filter((transition) => transition.property === 'opacity');

    await page.evaluate((y) => window.scrollTo(0, y), NAVBAR.hideThresholdPx - 1);
    await afterFrames(page);
    expect(await fades()).toEqual([]);
    await expect(bar).not.toHaveAttribute('data-hidden');

    await page.evaluate((y) => window.scrollTo(0, y), NAVBAR.hideThresholdPx);
    await expect.poll(async () => (await fades()).length).toBe(1);
    expect((await fades())[0]).toMatchObject({ duration: NAVBAR.fadeMs, from: '1', to: '0' });
    await expect.poll(() => opacityOf(page), { timeout: NAVBAR.fadeMs + 5000 }).toBe('0');
    // Faded out, it is hidden: neither seen by assistive technology, nor clicked, nor tabbed to.
    await expect(bar).toBeHidden();
    expect(await bar.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    // Shown at once, fading in.
    await expect(bar).toBeVisible();
    await expect.poll(async () => (await fades()).length).toBe(2);
    expect((await fades())[1]).toMatchObject({ duration: NAVBAR.fadeMs, from: '0', to: '1' });
    await expect.poll(() => opacityOf(page), { timeout: NAVBAR.fadeMs + 5000 }).toBe('1');
    expect(await bar.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('auto');
  });

  test('scrolled back above the threshold mid-fade, the bar fades back from where it is and stays shown', async ({ page }) => {
    await openPage(page);
    const bar = barOf(page);
    // In the page, in one go: a busy host can take the whole fade between two steps from here.
    const back = await bar.evaluate(
      async (element, { threshold, halfway }) => {
        const frame = () => new Promise(requestAnimationFrame);
        const fade = () => element.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === 'opacity');
        window.scrollTo(0, threshold);
        let out: Animation | undefined;
        while (!(out = fade())) await frame();
        // Half way, and held there: the scroll back must meet it running.
        out.pause();
        out.currentTime = halfway;
        window.scrollTo(0, 0);
        let fadeIn: Animation | undefined;
        while ((fadeIn = fade()) === out || !fadeIn) await frame();
        const keyframes = (fadeIn.effect as KeyframeEffect).getKeyframes();
        return { from: Number(keyframes[0]!.opacity), to: Number(keyframes.at(-1)!.opacity), visibility: getComputedStyle(element).visibility };
      },
      { threshold: NAVBAR.hideThresholdPx, halfway: NAVBAR.fadeMs / 2 },
    );
    // From where the fade out was, not from either end; visible at once.
    expect(back.from).toBeGreaterThan(0.05);
    expect(back.from).toBeLessThan(0.95);
    expect(back).toMatchObject({ to: 1, visibility: 'visible' });
    await expect.poll(() => bar.evaluate((element) => [getComputedStyle(element).opacity, getComputedStyle(element).visibility, getComputedStyle(element).pointerEvents])).toEqual(['1', 'visible', 'auto']);
  });
});

test.describe('GitHub menu', () => {
  test(`fades in and out over ${NAVBAR.dropdownAnimationMs} ms, and closes on an outside click`, { tag: '@smoke' }, async ({ page }) => {
    const transitions = await recordTransitions(page);
    await openPage(page);
    const button = menuButton(page, 'GitHub');
    const menu = menuOf(button);
    const ran = async (from: string) => (await transitions('GitHub profiles')).filter((transition) => transition.property === 'opacity' && transition.from === from);
    await button.click();
    await expect.poll(async () => (await ran('0')).length).toBe(1);
    expect(await ran('0')).toMatchObject([{ duration: NAVBAR.dropdownAnimationMs, to: '1' }]);
    expect((await transitions('GitHub profiles')).map((transition) => transition.property)).toContain('transform');
    await expect(menu).toHaveCSS('opacity', '1');

    await page.mouse.click(5, 400);
    await expect.poll(() => isOpen(menu)).toBe(false);
    await expect.poll(async () => (await ran('1')).length).toBe(1);
    // Closed, it is still shown while it fades out.
    expect(await ran('1')).toMatchObject([{ duration: NAVBAR.dropdownAnimationMs, to: '0', display: 'block' }]);
    await expect(menu).toBeHidden();
    expect(await exposedExpanded(page, 'GitHub')).toBe(false);
  });

  test('closes on scroll', async ({ page }) => {
    await openPage(page);
    const button = menuButton(page, 'GitHub');
    await button.click();
    await expect(menuOf(button)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => isOpen(menuOf(button))).toBe(false);
    await expect(menuOf(button)).toBeHidden();
  });

  test(`closes by itself after ${NAVBAR.dropdownAutoCloseMs} ms`, async ({ page }) => {
    await openPage(page);
    await holdTime(page); // only runFor moves time
    const button = menuButton(page, 'GitHub');
    await button.click();
    await expect.poll(() => isOpen(menuOf(button))).toBe(true);
    await page.clock.runFor(NAVBAR.dropdownAutoCloseMs - 100);
    expect(await isOpen(menuOf(button))).toBe(true);
    await page.clock.runFor(200);
    await expect.poll(() => isOpen(menuOf(button))).toBe(false);
  });

  test('follows the menu button pattern from the keyboard: Enter and ArrowDown open on the first item, arrows, Home and End move, Escape and Tab close', async ({ page }) => {
    await openPage(page);
    await holdTime(page);
    const button = menuButton(page, 'GitHub');
    const items = menuOf(button).getByRole('menuitem');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toBeFocused();
    expect(await exposedExpanded(page, 'GitHub')).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    expect(await isOpen(menuOf(button))).toBe(false);
    expect(await exposedExpanded(page, 'GitHub')).toBe(false);

    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    // Tab leaves the menu closed, for what follows its button.
    await page.keyboard.press('Tab');
    await expect(menuButton(page, 'Theme')).toBeFocused();
    expect(await isOpen(menuOf(button))).toBe(false);
  });

  test('opens each profile in a new tab and closes', async ({ page, context }) => {
    await context.route(/github\.com/, (route) => route.fulfill({ body: 'ok' }));
    await openPage(page);
    const button = menuButton(page, 'GitHub');
    for (const { name, href } of GITHUB_LINKS) {
      const menu = await openMenu(button);
      const opened = context.waitForEvent('page');
      await menu.getByRole('menuitem', { name }).click();
      expect((await opened).url()).toBe(new URL(href).href);
      await expect.poll(() => isOpen(menuOf(button))).toBe(false);
    }
  });
});

test.describe('GitHub menu with reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('opens and closes at once, with no transition', async ({ page }) => {
    const transitions = await recordTransitions(page);
    await openPage(page);
    const button = menuButton(page, 'GitHub');
    await button.click();
    await expect(menuOf(button)).toHaveCSS('opacity', '1');
    await page.keyboard.press('Escape');
    await expect(menuOf(button)).toBeHidden();
    expect(await transitions('GitHub profiles')).toEqual([]);
  });
});

test.describe('GitHub menu without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('opens on a click and shows both GitHub links', async ({ page }) => {
    await page.goto('/');
    await menuButton(page, 'GitHub').click();
    const menu = page.getByRole('menu', { name: 'GitHub profiles' });
    await expect(menu).toBeVisible();
    for (const { name, href } of GITHUB_LINKS) {
      await expect(menu.getByRole('menuitem', { name })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
  });
});

/**
 * Stops the page's timers from here on. The open menu closes itself after
 * NAVBAR.dropdownAutoCloseMs; on a loaded host the steps of a long test can take that long, and the
 * menu would close (or a click reopen it) under the test.
 */
async function holdTime(page: Page): Promise<void> {
  await page.clock.install();
  // Ahead of now by more than installing can take on a loaded host: pausing cannot go back in time.
  await page.clock.pauseAt(Date.now() + 10_000);
}
