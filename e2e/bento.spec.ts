import type { Page } from '@playwright/test';
import { THEME_COLORS } from '../components/theme/tokens';
import { CAROUSEL, PIE, WORK } from '../lib/constants';
import { profile } from '../tests/fixtures/profile';
import { motionLoaded, recordAnimations, settleReveals } from './animations';
import { readContent } from './backend';
import { hexToRgb } from './colors';
import { expect, test } from './fixtures';
import { layoutShiftSoFar, openPage } from './page';
import { SHOWN_CHART, SHOWN_SLIDE } from '../components/bento/work/shown-slide';

const aboutBlock = (page: Page) => page.getByRole('region', { name: 'About' });
const workBlock = (page: Page) => page.getByRole('region', { name: 'Work experience', exact: true });
const roleCard = (page: Page) => page.locator(SHOWN_SLIDE).getByTestId('role-card');
const companyHeading = (page: Page) => roleCard(page).getByRole('heading', { level: 3 });

// Playwright's default scheme is light, and no choice is stored: the light theme.
const COLORS = THEME_COLORS.light;

test.describe('pie chart', () => {
  test("fades the other pie slices, lifts the hovered one and shows its label", async ({ page }) => {
    const { roles } = await readContent();
    // The slices' transitions and the pointer's crossings from slice to slice, as the window first
    // sees them and as they reach the document, where React's root listens: nothing stops them.
    await page.addInitScript(() => {
      const counts = { transitions: { window: 0, document: 0 }, crossings: { window: 0, document: 0 } };
      (window as unknown as { __slices: typeof counts }).__slices = counts;
      const types = { transitions: ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'], crossings: ['pointerover', 'pointerout', 'mouseover', 'mouseout'] };
      for (const kind of ['transitions', 'crossings'] as const) {
        for (const type of types[kind]) {
          for (const [where, target] of [['window', window], ['document', document]] as const) {
            target.addEventListener(type, (event) => (event.target as Element).closest?.('svg path') && counts[kind][where]++, { capture: true });
          }
        }
      }
    });
    await openPage(page);
    await roleCard(page).scrollIntoViewIfNeeded();
    const chart = page.locator(SHOWN_CHART);
    await expect(chart.locator('svg path')).toHaveCount(PIE.maxResponsibilities);
    // The chart where it rests: its block's reveal moves it, and the pointer's place on it is measured.
    await settleReveals(page);
    const box = (await chart.boundingBox())!;
    // The first slice starts at 12 o'clock and runs clockwise: a point on the ring just right of the top.
    const radius = box.width / 2 - PIE.hoverOffsetPx;
    const ring = radius * (1 - (1 - PIE.innerRadiusPercent / 100) / 2);
    const pointer = { x: box.x + box.width / 2 + ring * Math.sin(0.3), y: box.y + box.height / 2 - ring * Math.cos(0.3) };
    await page.mouse.move(pointer.x, pointer.y);
    // Each slice's opacity and scale, to three decimals (a computed matrix carries six figures).
    const looks = async () =>
      chart.locator('svg path').evaluateAll((paths) =>
        paths.map((path) => {
          const { opacity, transform } = getComputedStyle(path);
          return { opacity: Number(opacity), scale: Math.round(new DOMMatrixReadOnly(transform === 'none' ? undefined : transform).a * 1000) / 1000 };
        }),
      );
    // The slice's colour stays its own; only its opacity and scale change.
    const fills = await chart.locator('svg path').evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
    expect(fills[0]).toBe(COLORS[PIE.palette[0]]);
    const lift = Math.round((1 + PIE.hoverOffsetPx / (PIE.maxWidthPx / 2 - PIE.hoverOffsetPx)) * 1000) / 1000;
    await expect.poll(looks).toEqual([
      { opacity: 1, scale: lift },
      ...Array(PIE.maxResponsibilities - 1).fill({ opacity: PIE.fadedOpacity, scale: 1 }),
    ]);
    // Its label, and only its: every slice's is in the chart, hidden unless its slice is hovered.
    const first = roles.find((role) => role.id === WORK.firstRoleId) ?? roles[0]!;
    const label = (first.responsibilities as Array<{ label: string }>)[0]!.label;
    await expect(chart.getByText(label, { exact: true })).toBeVisible();
    const shownLabels = () => chart.locator('[data-arc]').evaluateAll((labels) => labels.filter((element) => getComputedStyle(element).visibility === 'visible').map((element) => element.textContent));
    await expect.poll(shownLabels).toEqual([label]);
    // Beside the pointer: 0.75rem (12 px) right of it and above it, to a pixel.
    const labelBox = (await chart.getByText(label, { exact: true }).boundingBox())!;
    for (const gap of [labelBox.x - pointer.x, pointer.y - (labelBox.y + labelBox.height)]) expect(Math.abs(gap - 12)).toBeLessThanOrEqual(1);
    // Straight on to the last slice, which ends at 12 o'clock: the first is left, then the last entered.
    const lastArc = await chart.locator('svg path').last().getAttribute('data-testid');
    const lastLabel = await chart.locator(`[data-arc="${lastArc}"]`).textContent();
    await page.mouse.move(box.x + box.width / 2 - ring * Math.sin(0.3), pointer.y);
    await expect.poll(looks).toEqual([
      ...Array(PIE.maxResponsibilities - 1).fill({ opacity: PIE.fadedOpacity, scale: 1 }),
      { opacity: 1, scale: lift },
    ]);
    await expect.poll(shownLabels).toEqual([lastLabel]);
    await page.mouse.move(5, 5);
    await expect.poll(looks).toEqual(Array(PIE.maxResponsibilities).fill({ opacity: 1, scale: 1 }));
    await expect.poll(shownLabels).toEqual([]);
    const { transitions, crossings } = await page.evaluate(() => (window as unknown as { __slices: Record<'transitions' | 'crossings', { window: number; document: number }> }).__slices);
    expect(transitions.window).toBeGreaterThanOrEqual(2 * PIE.maxResponsibilities);
    expect(transitions.document).toBe(transitions.window);
    // Over and out, as pointer and mouse events, of each of the two slices.
    expect(crossings.window).toBeGreaterThanOrEqual(8);
    expect(crossings.document).toBe(crossings.window);
  });
});

test.describe('about block', () => {
  test('shows location, three social links in new tabs, and what I do', async ({ page }) => {
    await openPage(page);
    const about = aboutBlock(page);
    await expect(about.getByRole('heading', { name: 'Location' })).toHaveCSS('text-transform', 'uppercase');
    await expect(about.getByText(profile.location)).toBeVisible();
    const links = about.getByRole('list').first().getByRole('link');
    await expect(links).toHaveText(['LinkedIn (opens in a new tab)', 'GitHub Professional (opens in a new tab)', 'GitHub Personal (opens in a new tab)']);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(about.getByRole('heading', { name: 'What I do' })).toBeVisible();
    await expect(about.getByRole('list').last().getByRole('listitem')).toHaveText([...profile.about.whatIDo]);
  });
});

test.describe('work block', () => {
  test(`describes ${profile.yearsOfExperience} years of experience and starts at role id ${WORK.firstRoleId}`, async ({ page }) => {
    const { roles } = await readContent();
    await openPage(page);
    await expect(workBlock(page)).toContainText(profile.workIntro.replaceAll('{years}', String(profile.yearsOfExperience)));
    const first = roles.find((role) => role.id === WORK.firstRoleId) ?? roles[0]!;
    await expect(companyHeading(page)).toHaveText(first.company);
    await expect(page.getByRole('region', { name: first.company })).toBeVisible();
  });

  test('cycles with Previous role and Next role, wrapping at both ends, as an APG carousel', { tag: '@smoke' }, async ({ page }) => {
    const { roles } = await readContent();
    await openPage(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('aria-label', 'Roles');
    const seenPosition = () => carousel.locator('.position').textContent();
    // The shown slide and those Previous and Next would show are in the page, not every role's; the
    // hidden ones are transparent, aria-hidden and beneath it, so neither seen, read, nor hit by the
    // pointer anywhere in the carousel's cell.
    const rendered = Math.min(roles.length, 3);
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(rendered);
    await expect(carousel.getByRole('group', { name: / of / })).toHaveCount(1);
    const hidden = carousel.locator(`[aria-roledescription="slide"]:not(${SHOWN_SLIDE})`);
    expect(await hidden.evaluateAll((slides) => slides.map((slide) => [getComputedStyle(slide).opacity, slide.getAttribute('aria-hidden')]))).toEqual(Array(rendered - 1).fill(['0', 'true']));
    const slide = carousel.locator(SHOWN_SLIDE);
    await slide.scrollIntoViewIfNeeded();
    const pointedAt = await slide.evaluate((shown) => {
      // The slides' cell, as much of it as the viewport shows (elementFromPoint sees nothing beyond)
      // below the navbar, which is fixed over the viewport's top and can cover the cell's.
      const box = shown.parentElement!.getBoundingClientRect();
      const navbarBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const [top, bottom] = [Math.max(box.top, navbarBottom, 0), Math.min(box.bottom, window.innerHeight)];
      const points = [0.02, 0.5, 0.98].flatMap((x) => [0.02, 0.5, 0.98].map((y) => [box.left + x * box.width, top + y * (bottom - top)] as const));
      return points.map(([x, y]) => document.elementFromPoint(x, y)).map((hit) => (hit && shown.contains(hit) ? 'shown' : hit?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? hit?.tagName));
    });
    expect(pointedAt).toEqual(Array(9).fill('shown'));
    await expect(slide).toHaveAttribute('aria-label', `1 of ${roles.length}`);
    await expect.poll(seenPosition).toBe(`1 / ${roles.length}`);
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

    const start = roles.findIndex((role) => role.id === WORK.firstRoleId);
    await page.getByRole('button', { name: 'Previous role' }).click();
    const before = (start - 1 + roles.length) % roles.length;
    await expect(companyHeading(page)).toHaveText(roles[before]!.company);
    await expect(slide).toHaveAttribute('aria-label', `${before + 1} of ${roles.length}`);
    await expect.poll(seenPosition).toBe(`${before + 1} / ${roles.length}`);
    for (let step = 0; step < roles.length; step++) await page.getByRole('button', { name: 'Next role' }).click();
    await expect(companyHeading(page)).toHaveText(roles[before]!.company);
    await page.getByRole('button', { name: 'Next role' }).click();
    await expect(companyHeading(page)).toHaveText(roles[start]!.company);
    await expect.poll(seenPosition).toBe(`${start + 1} / ${roles.length}`);
  });

  test('shows a dark card per role: badge for the current one, chart only with responsibilities, legend colours', async ({ page }) => {
    // It walks every role, each with its slide and its chart, and took 18 to 24 s of the default 30 s.
    test.slow();
    const { roles } = await readContent();
    await openPage(page);
    for (const role of roles) {
      while ((await companyHeading(page).textContent()) !== role.company || !(await roleCard(page).getByText(role.title, { exact: true }).count())) {
        await page.getByRole('button', { name: 'Next role' }).click();
      }
      const card = roleCard(page);
      await expect(card).toHaveAttribute('aria-labelledby', `role-${role.id}-company`);
      await expect(card.getByText(role.timeframe, { exact: true })).toBeVisible();
      await expect(card.getByText(role.description, { exact: true })).toBeVisible();
      await expect(card.getByText('Current Role', { exact: true })).toHaveCount(role.is_current_role ? 1 : 0);
      const background = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe(hexToRgb(COLORS.cardDark));

      const responsibilities = role.responsibilities as Array<{ label: string }>;
      await expect(card.getByTestId('responsibilities-chart')).toHaveCount(responsibilities.length ? 1 : 0);
      const items = card.getByTestId('legend-item');
      await expect(items).toHaveText(responsibilities.map((item) => item.label));
      const dots = await items.evaluateAll((elements) =>
        elements.map((element) => {
          const dot = element.querySelector('[aria-hidden]')!;
          const style = getComputedStyle(dot);
          return { color: style.backgroundColor, width: style.width };
        }),
      );
      dots.forEach((dot, index) => {
        const color = index < PIE.palette.length ? COLORS[PIE.palette[index]!] : COLORS.lightGrey;
        expect(dot).toEqual({ color: hexToRgb(color), width: `${PIE.legendDotPx}px` });
      });
      if (responsibilities.length) {
        const chart = card.getByTestId('responsibilities-chart');
        await chart.scrollIntoViewIfNeeded(); // the chart loads as it nears the viewport
        await expect(chart.locator('svg path')).toHaveCount(Math.min(responsibilities.length, PIE.maxResponsibilities));
        const box = (await chart.boundingBox())!;
        expect(box.width).toBeCloseTo(box.height, 0);
        expect(box.width).toBeLessThanOrEqual(PIE.maxWidthPx);
      }
    }
  });

  test('reserves the chart square in the HTML so nothing shifts when the chart arrives', async ({ page }) => {
    await page.goto('/');
    const chart = page.locator(SHOWN_CHART);
    // The layout box, not the painted one: the reveal's slide transform moves the painted box by
    // fractions of a pixel while it runs, which is not a shift of the layout.
    const size = () =>
      chart.evaluate((element: HTMLElement) => ({ width: element.offsetWidth, height: element.offsetHeight }));
    const before = await size();
    expect(before.width).toBeGreaterThan(0);
    expect(before.height).toBe(before.width);
    await chart.scrollIntoViewIfNeeded(); // the chart loads as it nears the viewport
    await expect(chart.locator('svg')).toHaveCount(1);
    expect(await size()).toEqual(before);
    expect(await layoutShiftSoFar(page)).toBeLessThan(0.01);
  });
});

test(`a new role slides in from the side it came from, over ${CAROUSEL.slideMs} ms`, async ({ page }) => {
  const animations = await recordAnimations(page);
  await openPage(page);
  await motionLoaded(page);
  // Every slide is probed: the one Next shows is another element than the one shown now.
  await page.locator('[aria-roledescription="slide"]').evaluateAll((elements) => elements.forEach((element) => Object.assign(element, { __probe: 'slide' })));
  const slide = page.locator(SHOWN_SLIDE);
  const played = async () => (await animations()).filter((animation) => animation.probe === 'slide');
  await page.getByRole('button', { name: 'Next role' }).click();
  await expect.poll(async () => (await played()).length).toBeGreaterThan(0);
  const fade = (await played()).find((animation) => 'opacity' in animation.keyframes)!;
  expect(fade).toMatchObject({ duration: CAROUSEL.slideMs, keyframes: { opacity: [0, 1], transform: [`translateX(${CAROUSEL.slideOffsetPx}px)`, 'none'] } });
  await expect.poll(() => slide.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await expect.poll(() => slide.evaluate((element) => getComputedStyle(element).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
});
