import type { Locator, Page } from '@playwright/test';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../components/theme/theme-choice';
import { THEME_COLORS, type Theme } from '../components/theme/tokens';
import { HERO_TAGS, PIE } from '../lib/constants';
import { readContent } from './backend';
import { hexToRgb } from './colors';
import { expect, test } from './fixtures';
import { GATE_CLOSED_CLASS, GATE_OPEN, holdGate, waitForGateOpen } from './lifecycle';
import { exposedExpanded, isOpen, menuButton, menuOf, openMenu } from './menus';
import { layoutShiftSoFar, openPage, untilHydrated } from './page';
import { SHOWN_CHART, SHOWN_SLIDE } from '../components/bento/work/shown-slide';

const themeButton = (page: Page) => menuButton(page, 'Theme');
const themeItem = (page: Page, name: string) => page.getByRole('menu', { name: 'Theme' }).getByRole('menuitemradio', { name });
const chart = (page: Page) => page.locator(SHOWN_CHART);

/** An element's background and text colours. */
const paintOf = (locator: Locator) => locator.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color]);

/** The colours on screen, read the way a visitor would point at them. */
async function shownColors(page: Page) {
  const role = page.locator(SHOWN_SLIDE).getByTestId('role-card');
  return {
    colorScheme: await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
    page: await paintOf(page.locator('body')),
    block: (await paintOf(page.getByRole('region', { name: 'About' })))[0],
    roleCard: await paintOf(role),
    heroChips: await page.locator(HERO_SELECTORS.tagPulse).evaluateAll((chips) => chips.map((chip) => [getComputedStyle(chip).backgroundColor, getComputedStyle(chip).color])),
    projectChip: await paintOf(page.getByTestId('project-tag').first()),
    legendDots: await role.getByTestId('legend-item').evaluateAll((items) => items.map((item) => getComputedStyle(item.querySelector('[aria-hidden]')!).backgroundColor)),
    browserColor: await page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((meta) => !meta.media || matchMedia(meta.media).matches)?.content),
  };
}

async function expectedColors(theme: Theme) {
  const colors = THEME_COLORS[theme];
  const { roles } = await readContent();
  const first = roles.find((role) => role.id === 1) ?? roles[0]!;
  const legend = (first.responsibilities as unknown[]).map((_item, index) => colors[PIE.palette[index] ?? PIE.beyondPalette]);
  return {
    colorScheme: theme,
    page: [hexToRgb(colors.pageBg), hexToRgb(colors.ink)],
    block: hexToRgb(colors.surface),
    roleCard: [hexToRgb(colors.cardDark), hexToRgb(colors.cardDarkInk)],
    heroChips: HERO_TAGS.colors.map((color) => [hexToRgb(colors[color]), hexToRgb(colors[color === 'darkGreen' ? 'darkGreenInk' : 'paletteInk'])]),
    projectChip: [hexToRgb(colors.lavender), hexToRgb(colors.paletteInk)],
    legendDots: legend.map(hexToRgb),
    browserColor: colors.pageBg,
  };
}

/** The chart's slices take the theme's tokens: nivo writes them as fill attributes. */
async function expectChartIn(page: Page, theme: Theme) {
  await chart(page).scrollIntoViewIfNeeded(); // the chart loads as it nears the viewport
  const slices = chart(page).locator('svg path');
  await expect(slices.first()).toBeAttached();
  const count = await slices.count();
  const colors = PIE.palette.slice(0, count).map((color) => THEME_COLORS[theme][color]);
  await expect.poll(() => slices.evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')))).toEqual(colors);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  const menu = await openMenu(themeButton(page));
  await themeItem(page, name).click();
  await expect.poll(() => isOpen(menu)).toBe(false);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`a visitor whose system is ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    test(`gets the ${scheme} theme with no choice stored: page, blocks, role card, chips, legend, chart, scrollbars and the browser's colour`, async ({ page }, testInfo) => {
      await openPage(page);
      expect(await page.evaluate((attribute) => document.documentElement.getAttribute(attribute), THEME_ATTRIBUTE)).toBe('system');
      await expect(themeButton(page)).toBeVisible();
      expect(await shownColors(page)).toEqual(await expectedColors(scheme));
      await expectChartIn(page, scheme);
      await page.screenshot({ path: testInfo.outputPath(`${scheme}-${testInfo.project.name}.png`) });
    });

    test(`gets the ${scheme} spinner while the gate is closed, and a ${scheme} 404 page`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 404/); // the browser reports the page's own status
      const colors = THEME_COLORS[scheme];
      const held = await holdGate(page);
      await page.goto('/', { waitUntil: 'commit' });
      // Read while the gate is closed, at the first frame that has the spinner (the gate gives up after a few seconds).
      const spinner = await page.waitForFunction((closed) => {
        const gate = document.querySelector('[role="status"]');
        if (!gate?.firstElementChild || !document.documentElement.classList.contains(closed)) return null;
        return [getComputedStyle(gate).backgroundColor, getComputedStyle(gate.firstElementChild).borderTopColor];
      }, GATE_CLOSED_CLASS, { polling: 'raf' });
      expect(await spinner.jsonValue()).toEqual([hexToRgb(colors.pageBg), hexToRgb(colors.ink)]);
      await held.releaseFonts();
      await held.releaseLoad();
      await waitForGateOpen(page);

      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await waitForGateOpen(page);
      const back = page.getByRole('link', { name: /^Back to / });
      expect(await paintOf(page.locator('body'))).toEqual([hexToRgb(colors.pageBg), hexToRgb(colors.ink)]);
      expect(await back.evaluate((link) => getComputedStyle(link).borderTopColor)).toBe(hexToRgb(colors.ink));
    });
  });
}

test.describe('a visitor without JavaScript whose system is dark', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('gets the dark page, and no theme control (no choice could be kept)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const colors = THEME_COLORS.dark;
    expect(await paintOf(page.locator('body'))).toEqual([hexToRgb(colors.pageBg), hexToRgb(colors.ink)]);
    expect(await paintOf(page.locator(SHOWN_SLIDE).getByTestId('role-card'))).toEqual([hexToRgb(colors.cardDark), hexToRgb(colors.cardDarkInk)]);
    await expect(page.getByRole('button', { name: 'GitHub' })).toBeVisible();
    await expect(themeButton(page)).toBeHidden();
  });
});

test.describe('the theme control', () => {
  test.use({ colorScheme: 'light' });
  // Each test reads every themed part of the page several times: long on a loaded machine.
  test.setTimeout(60_000);

  test('is a menu button in the navbar, chosen from the keyboard; dark applies at once, chart and browser colour included', { tag: '@smoke' }, async ({ page }) => {
    await openPage(page);
    const button = themeButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu', { name: 'Theme' }).getByRole('menuitemradio')).toHaveText(['Light', 'Dark', 'System']);
    expect(await exposedExpanded(page, 'Theme')).toBe(true);
    await expect(themeItem(page, 'System')).toHaveAttribute('aria-checked', 'true');
    await expect(themeItem(page, 'Light')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(themeItem(page, 'Dark')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toBeFocused();
    expect(await isOpen(menuOf(button))).toBe(false);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    expect(await shownColors(page)).toEqual(await expectedColors('dark'));
    await expectChartIn(page, 'dark');
    await button.click();
    await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });

  test('keeps the choice across a reload, whose first painted frame is already dark, and nothing shifts', async ({ page }) => {
    await openPage(page);
    await chooseTheme(page, 'Dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    // Each frame's look from the very first (a frame's rAF callbacks run just before it paints) until the gate opens.
    await page.addInitScript((gateOpen) => {
      const frames: Array<{ scheme: string; page: string | null }> = [];
      (window as unknown as { __frames: typeof frames }).__frames = frames;
      let open = false;
      addEventListener(gateOpen, () => (open = true), { once: true });
      const sample = () => {
        frames.push({ scheme: getComputedStyle(document.documentElement).colorScheme, page: document.body && getComputedStyle(document.body).backgroundColor });
        if (!open) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, GATE_OPEN);
    await page.reload();
    await untilHydrated(page);
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<{ scheme: string; page: string | null }> }).__frames);
    expect(frames.length).toBeGreaterThan(0);
    const dark = hexToRgb(THEME_COLORS.dark.pageBg);
    expect(frames.filter((frame) => frame.scheme !== 'dark' || (frame.page !== null && frame.page !== dark))).toEqual([]);
    expect(frames.some((frame) => frame.page === dark)).toBe(true);

    expect(await shownColors(page)).toEqual(await expectedColors('dark'));
    await themeButton(page).click();
    await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });

  test('on "system" follows a change of the system\'s preference live, chart included; light chosen holds on a dark system', async ({ page }) => {
    await openPage(page);
    await chooseTheme(page, 'Dark');
    await chooseTheme(page, 'System');
    expect(await shownColors(page)).toEqual(await expectedColors('light'));
    await expectChartIn(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await shownColors(page)).toEqual(await expectedColors('dark'));
    await expectChartIn(page, 'dark');

    await chooseTheme(page, 'Light');
    expect(await shownColors(page)).toEqual(await expectedColors('light'));
    await page.reload();
    await waitForGateOpen(page);
    expect(await shownColors(page)).toEqual(await expectedColors('light'));
  });

  test('takes a stored value it does not know as "system", quietly', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'sepia'), THEME_STORAGE_KEY);
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page);
    expect(await shownColors(page)).toEqual(await expectedColors('dark'));
    await themeButton(page).click();
    await expect(themeItem(page, 'System')).toHaveAttribute('aria-checked', 'true');
  });

  test('works where storage throws (a privacy mode): the system decides, and a choice holds for the visit', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page);
    expect(await shownColors(page)).toEqual(await expectedColors('dark'));
    await chooseTheme(page, 'Light');
    expect(await shownColors(page)).toEqual(await expectedColors('light'));
  });
});
