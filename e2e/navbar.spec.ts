import type { Locator, Page } from '@playwright/test';
import { NAVBAR } from '../lib/constants';
import { profile } from '../lib/profile';
import { motionLoaded, recordAnimations } from './animations';
import { expect, test } from './fixtures';
import { afterFrames, openPage } from './page';

test.describe('navbar', () => {
  test('is fixed at the top with the name, a LinkedIn link and a GitHub menu, all links in new tabs', async ({ page }) => {
    await openPage(page);
    await holdTime(page);
    const bar = page.getByRole('banner');
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect((await bar.boundingBox())?.y).toBe(0);
    await expect(bar.getByText(profile.name, { exact: true })).toBeVisible();

    const linkedIn = bar.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    await expect(linkedIn).toHaveAttribute('href', profile.links.linkedIn);
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');

    const button = bar.getByRole('button', { name: 'GitHub' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'GitHub profiles' });
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Professional GitHub (opens in a new tab)', 'Personal GitHub (opens in a new tab)']);
    for (const [index, href] of [profile.links.professionalGitHub, profile.links.personalGitHub].entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', href);
      await expect(items.nth(index)).toHaveAttribute('target', '_blank');
      await expect(items.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test(`shows only under ${NAVBAR.hideThresholdPx} px of scroll and fades over ${NAVBAR.fadeMs} ms`, async ({ page }) => {
    const animations = await recordAnimations(page);
    await openPage(page);
    await motionLoaded(page);
    // By CSS, not role: a hidden banner leaves the accessibility tree, and this test watches it leave.
    const bar = page.locator('header');
    await bar.evaluate((element) => Object.assign(element, { __probe: 'bar' }));
    const fades = async () => (await animations()).filter((animation) => animation.probe === 'bar' && 'opacity' in animation.keyframes);

    await page.evaluate((y) => window.scrollTo(0, y), NAVBAR.hideThresholdPx - 1);
    await afterFrames(page);
    expect(await fades()).toEqual([]);
    await page.evaluate((y) => window.scrollTo(0, y), NAVBAR.hideThresholdPx);
    await expect.poll(async () => (await fades()).length).toBe(1);
    expect((await fades())[0]).toMatchObject({ duration: NAVBAR.fadeMs, keyframes: { opacity: [1, 0] } });
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity), { timeout: NAVBAR.fadeMs + 2000 }).toBe('0');
    await expect(bar).toBeHidden();
    expect(await bar.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await expect.poll(async () => (await fades()).length).toBe(2);
    expect((await fades())[1]).toMatchObject({ duration: NAVBAR.fadeMs });
    expect((await fades())[1]!.keyframes.opacity!.at(-1)).toBe(1);
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).opacity), { timeout: NAVBAR.fadeMs + 2000 }).toBe('1');
  });

  test('scrolled back above the threshold mid-fade, the bar fades back from where it is and stays shown', async ({ page }) => {
    const animations = await recordAnimations(page);
    await openPage(page);
    const bar = page.locator('header');
    await bar.evaluate((element) => Object.assign(element, { __probe: 'bar' }));
    const half = NAVBAR.fadeMs / 2;
    // In the page, in one go: a busy host can take the whole fade between two steps from here.
    const reversal = await bar.evaluate(
      async (element, { threshold, halfway }) => {
        const frame = () => new Promise(requestAnimationFrame);
        window.scrollTo(0, threshold);
        let fade: Animation | undefined;
        while (!(fade = element.getAnimations()[0])) await frame();
        // Half way, then slowed to a crawl: the scroll back must meet it running.
        fade.currentTime = halfway;
        fade.playbackRate = 0.001;
        window.scrollTo(0, 0);
        while (fade.playbackRate > 0) await frame();
        const reversed = { direction: Math.sign(fade.playbackRate), time: Number(fade.currentTime), opacity: Number(getComputedStyle(element).opacity), running: element.getAnimations().length };
        fade.finish();
        return reversed;
      },
      { threshold: NAVBAR.hideThresholdPx, halfway: half },
    );
    // The one fade, run backwards from where it was.
    expect(reversal).toMatchObject({ direction: -1, running: 1 });
    expect(reversal.time).toBeCloseTo(half, -1);
    expect(reversal.opacity).toBeGreaterThan(0);
    expect(reversal.opacity).toBeLessThan(1);
    expect((await animations()).filter((animation) => animation.probe === 'bar')).toHaveLength(1);
    // Its end is the bar shown, taking clicks again.
    await expect.poll(() => bar.evaluate((element) => [getComputedStyle(element).opacity, getComputedStyle(element).visibility, element.getAnimations().length])).toEqual(['1', 'visible', 0]);
    expect(await bar.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('auto');
  });
});

type StateChange = { state: string | null; visibility: string; pointerEvents: string; rates: number[]; times: number[] };

/**
 * Records the menu's look and its animations' playback rates as each data-state change is made
 * (a MutationObserver runs after the press's handler, which started the animations, before any
 * frame): a 250 ms fade can be over before a test could read it.
 */
async function watchStates(menu: Locator): Promise<() => Promise<StateChange[]>> {
  await menu.evaluate((element) => {
    const seen: StateChange[] = [];
    Object.assign(element, { __states: seen });
    new MutationObserver(async () => {
      const style = getComputedStyle(element);
      const animations = element.getAnimations();
      const change = { state: element.getAttribute('data-state'), visibility: style.visibility, pointerEvents: style.pointerEvents, times: animations.map((animation) => Number(animation.currentTime)) };
      // A reversal's rate takes effect once the animation is ready again (reverse() sets a pending rate).
      await Promise.all(animations.map((animation) => animation.ready));
      seen.push({ ...change, rates: animations.map((animation) => animation.playbackRate) });
    }).observe(element, { attributeFilter: ['data-state'] });
  });
  return () => menu.evaluate((element) => (element as unknown as { __states: StateChange[] }).__states);
}

test.describe('GitHub menu', () => {
  test(`animates in ${NAVBAR.dropdownAnimationMs} ms and closes on an outside click`, async ({ page }) => {
    const animations = await recordAnimations(page);
    await openPage(page);
    const button = page.getByRole('button', { name: 'GitHub' });
    const menu = page.locator('[role="menu"][aria-label="GitHub profiles"]');
    await menu.evaluate((element) => Object.assign(element, { __probe: 'menu' }));
    const fades = async () => (await animations()).filter((animation) => animation.probe === 'menu');
    // From closed to open: played forward to open it, backward to close it.
    const closedToOpen = { opacity: [0, 1], transform: ['translateY(-6px) scale(0.98)', 'translateY(0) scale(1)'] };
    await button.click();
    await expect.poll(async () => (await fades()).length).toBe(1);
    expect((await fades())[0]).toMatchObject({ duration: NAVBAR.dropdownAnimationMs, direction: 'normal', keyframes: closedToOpen });
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.evaluate((element) => element.getAnimations().length)).toBe(0);
    await expect.poll(() => menu.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    const changes = await watchStates(menu);
    await page.mouse.click(5, 400);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await fades()).length).toBe(2);
    expect((await fades())[1]).toMatchObject({ duration: NAVBAR.dropdownAnimationMs, direction: 'reverse', keyframes: closedToOpen });
    // Closing, it stays visible while it fades (played backwards), and takes no clicks. (A change is
    // recorded once its animations are ready, a frame on.)
    await expect.poll(async () => (await changes()).length).toBe(1);
    expect(await changes()).toMatchObject([{ state: 'closed', visibility: 'visible', pointerEvents: 'none', rates: [-1] }]);
    await expect(menu).toBeHidden();
  });

  test('a change mid-fade reverses the running fade from where it is', async ({ page }) => {
    const animations = await recordAnimations(page);
    await openPage(page);
    const button = page.getByRole('button', { name: 'GitHub' });
    const menu = page.locator('[role="menu"][aria-label="GitHub profiles"]');
    await menu.evaluate((element) => Object.assign(element, { __probe: 'menu' }));
    const changes = await watchStates(menu);
    // The second press while the first one's fade is half run (set there: a frame on a busy host
    // can take the whole fade, or none of it).
    const half = NAVBAR.dropdownAnimationMs / 2;
    await button.evaluate(async (element: HTMLElement, halfway) => {
      element.click();
      await new Promise(requestAnimationFrame);
      const [fade] = element.parentElement!.querySelector('[role="menu"]')!.getAnimations();
      if (fade) fade.currentTime = halfway;
      element.click();
    }, half);
    await expect.poll(async () => (await changes()).length).toBe(2);
    // Closed mid-fade, the one fade runs backwards (played at -1) from where it was.
    expect((await changes())[1]).toMatchObject({ state: 'closed', rates: [-1], times: [half] });
    expect((await animations()).filter((animation) => animation.probe === 'menu')).toHaveLength(1);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('closes on scroll', async ({ page }) => {
    await openPage(page);
    const button = page.getByRole('button', { name: 'GitHub' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test(`closes by itself after ${NAVBAR.dropdownAutoCloseMs} ms`, async ({ page }) => {
    await openPage(page);
    await holdTime(page); // only runFor moves time
    const button = page.getByRole('button', { name: 'GitHub' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(NAVBAR.dropdownAutoCloseMs - 100);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(200);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('follows the menu button pattern from the keyboard: arrows move, Escape closes and returns focus', async ({ page }) => {
    await openPage(page);
    await holdTime(page);
    const button = page.getByRole('button', { name: 'GitHub' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The focus moves once the frame showing the change is painted (a frame and a task on the held clock).
    await page.clock.runFor(FRAME_AND_TASK_MS);
    const items = page.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(FRAME_AND_TASK_MS);
    await expect(button).toBeFocused();
  });
});

/** Enough of a held clock for the next frame and a task after it to run. */
const FRAME_AND_TASK_MS = 50;

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
