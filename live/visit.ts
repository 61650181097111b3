import type { Page } from '@playwright/test';
import { SHOWN_CHART, SHOWN_SLIDE } from '../components/bento/work/shown-slide';
import { GATE_CLOSED_CLASS, GATE_OPEN as GATE_OPEN_MARK } from '../components/first-paint/gate-signals';
import { settleReveals } from '../e2e/animations';
import { axeViolations, settleForAxe, type AxeViolation } from '../e2e/axe';
import { type Violation, watchViolations } from '../e2e/csp';
import { GATE } from '../lib/constants';
import type { LiveTarget } from '../lib/config';

/** One visit, recorded for checks.live.ts to judge. A step that cannot be done is noted, never thrown, so one fault hides no other. */
export type ShownProject = { title: string; tags: string[]; websiteLink: string; githubLink: string };
type FontUse = { family: string | null; loaded: boolean; usedBy: string | null };

export type Visit = {
  url: string;
  loadError: string | null;
  status: number | null;
  cspHeader: string | null;
  /** With JavaScript off: React re-renders HTML that does not match its data, which can put back a project missing from it. */
  served: { cspMeta: string | null; projects: ShownProject[]; firstCompany: string | null; loadingTexts: string[] } | null;
  gate: { opened: boolean; closedClassLeft: boolean; scrollY: number; scrollYAfterReload: number | null } | null;
  fonts: { sans: FontUse; serif: FontUse } | null;
  failedRequests: string[];
  consoleErrors: string[];
  violations: Violation[];
  loadingTexts: string[];
  projects: ShownProject[];
  carousel: { labels: string[]; companies: string[]; wrapped: boolean | null };
  axe: { when: string; violations: AxeViolation[] }[];
  steps: { name: string; problem: string | null; ms: number; note?: string }[];
};

export const STEP = {
  gate: 'see the gate open',
  read: 'read the page',
  axe: 'let the page come to rest and run axe',
  menu: 'open the GitHub menu and run axe',
  carousel: 'walk the role carousel',
  chart: 'hover the responsibilities chart',
  end: 'scroll to the end',
  reload: 'reload the page from further down',
} as const;

/** No step waits longer than this; visit.live.ts's test timeout leaves room for every step to reach it. */
export const STEP_CAP_MS = 30_000;

const LOADING_TEXT = /\bLoading\b[^\n]*?(\.\.\.|…)/g;

function readProjects(page: Page): Promise<ShownProject[]> {
  return page.getByTestId('project-card').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('[data-testid="project-title"]')?.textContent?.trim() ?? '',
      tags: [...card.querySelectorAll('[data-testid="project-tag"]')].map((tag) => tag.textContent?.trim() ?? ''),
      websiteLink: card.querySelector('[data-testid="project-website-link"]')?.getAttribute('href') ?? '',
      githubLink: card.querySelector('[data-testid="project-github-link"]')?.getAttribute('href') ?? '',
    })),
  );
}

/**
 * The cards a visitor without JavaScript gets: those the page's HTML holds, or, where it links to the
 * page of every project past them, that page's. `page` is left on the page it read.
 */
export async function readServedProjects(page: Page): Promise<ShownProject[]> {
  const link = page.getByTestId('every-project-link');
  if ((await link.count()) === 0) return readProjects(page);
  await page.goto(new URL((await link.getAttribute('href')) ?? '', page.url()).href, { timeout: 60_000 });
  return readProjects(page);
}

async function loadingTexts(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...text.matchAll(LOADING_TEXT)].map(([match]) => match);
}

export async function visitPage(page: Page, servedPage: Page, target: LiveTarget): Promise<Visit> {
  const visit: Visit = {
    url: target.url,
    loadError: null,
    status: null,
    cspHeader: null,
    served: null,
    gate: null,
    fonts: null,
    failedRequests: [],
    consoleErrors: [],
    violations: [],
    loadingTexts: [],
    projects: [],
    carousel: { labels: [], companies: [], wrapped: null },
    axe: [],
    steps: [],
  };
  // A 404 for a script is often followed by the browser aborting it: the first word on a URL is kept.
  const failed = new Map<string, string>();
  const fail = (url: string, how: string) => {
    if (url.startsWith(target.url) && !failed.has(url)) failed.set(url, `${how} ${url}`);
  };
  page.on('response', (response) => {
    if (response.status() >= 400) fail(response.url(), String(response.status()));
  });
  page.on('requestfailed', (request) => fail(request.url(), request.failure()?.errorText ?? 'failed'));
  page.on('console', (message) => {
    if (message.type() === 'error') visit.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => visit.consoleErrors.push(`uncaught: ${error.message}`));
  const violations = await watchViolations(page);

  // Each step has its own cap, well inside the test's: a step that hangs is named in the record,
  // and the steps after it still run, instead of the whole visit ending in a bare test timeout.
  async function step(name: string, run: () => Promise<string | void>): Promise<void> {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const capped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not finish within ${STEP_CAP_MS / 1000} s`)), STEP_CAP_MS);
    });
    try {
      const note = await Promise.race([run(), capped]);
      visit.steps.push({ name, problem: null, ms: Date.now() - started, ...(note && { note }) });
    } catch (error) {
      visit.steps.push({ name, problem: firstLine(error), ms: Date.now() - started });
    } finally {
      clearTimeout(timer);
    }
  }

  try {
    await servedPage.goto(target.url, { timeout: 60_000 });
    const cspMeta = await servedPage.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null);
    const firstCompany = (await servedPage.locator(SHOWN_SLIDE).getByTestId('role-card').getByRole('heading', { level: 3 }).first().textContent({ timeout: 2000 }).catch(() => null))?.trim() ?? null;
    const servedLoadingTexts = await loadingTexts(servedPage);
    // Last: it may leave the page for the page of every project.
    visit.served = { cspMeta, firstCompany, loadingTexts: servedLoadingTexts, projects: await readServedProjects(servedPage) };
    const response = await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
    visit.status = response?.status() ?? null;
    visit.cspHeader = (await response?.allHeaders())?.['content-security-policy'] ?? null;
  } catch (error) {
    visit.loadError = firstLine(error);
    return visit;
  }

  await step(STEP.gate, async () => {
    visit.gate = { opened: true, ...(await gateOpened(page)), scrollYAfterReload: null };
  });
  if (!visit.gate) {
    const closedClassLeft = await page.evaluate((closedClass) => document.documentElement.classList.contains(closedClass), GATE_CLOSED_CLASS);
    visit.gate = { opened: false, closedClassLeft, scrollY: await page.evaluate(() => window.scrollY), scrollYAfterReload: null };
  }

  async function noteLoadingTexts() {
    for (const text of await loadingTexts(page)) if (!visit.loadingTexts.includes(text)) visit.loadingTexts.push(text);
  }

  await step(STEP.read, async () => {
    visit.fonts = await page.evaluate(readFonts);
    // Later runs of cards are rendered as the last one shown nears the viewport: scrolled to, until
    // the page holds as many cards as its HTML does without JavaScript.
    const served = visit.served?.projects.length ?? 0;
    await page.waitForFunction(
      (count) => {
        const cards = document.querySelectorAll('[data-testid="project-card"]');
        if (cards.length >= count) return true;
        cards[cards.length - 1]?.scrollIntoView({ block: 'end' });
        return false;
      },
      served,
      { timeout: 25_000, polling: 100 },
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    visit.projects = await readProjects(page);
    await noteLoadingTexts();
  });

  await step(STEP.axe, async () => {
    await settleForAxe(page);
    visit.axe.push({ when: 'menu closed', violations: await axeViolations(page) });
  });

  await step(STEP.menu, async () => {
    await page.getByRole('button', { name: 'GitHub' }).click({ timeout: 5000 });
    await page.getByRole('menu').waitFor({ state: 'visible', timeout: 5000 });
    // axe reads colours: it checks the menu once its opening animations have ended.
    await page.getByRole('menu').evaluate((menu) => Promise.allSettled(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    visit.axe.push({ when: 'menu open', violations: await axeViolations(page) });
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden', timeout: 5000 });
  });

  await step(STEP.carousel, () => walkCarousel(page, visit.carousel));

  await step(STEP.chart, () => hoverChart(page));

  await step(STEP.end, async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await settleReveals(page);
    await page.waitForLoadState('networkidle');
    await noteLoadingTexts();
  });

  visit.violations.push(...(await violations().catch(() => [])));
  await step(STEP.reload, async () => {
    await page.reload({ waitUntil: 'load', timeout: 25_000 });
    const { scrollY } = await gateOpened(page);
    visit.gate!.scrollYAfterReload = scrollY;
    visit.violations.push(...(await violations()));
  });

  visit.failedRequests = [...failed.values()];
  return visit;
}

/** Read in the frame the page appears, before anything else could scroll. */
async function gateOpened(page: Page): Promise<{ closedClassLeft: boolean; scrollY: number }> {
  const opened = await page.waitForFunction(
    ([mark, closedClass]) =>
      performance.getEntriesByName(mark).length > 0 && {
        closedClassLeft: document.documentElement.classList.contains(closedClass),
        scrollY: window.scrollY,
      },
    [GATE_OPEN_MARK, GATE_CLOSED_CLASS] as const,
    { timeout: GATE.giveUpMs + 10_000, polling: 'raf' },
  );
  return (await opened.jsonValue()) as { closedClassLeft: boolean; scrollY: number };
}

async function walkCarousel(page: Page, carousel: Visit['carousel']): Promise<string> {
  const slide = page.locator(SHOWN_SLIDE);
  const company = slide.getByTestId('role-card').getByRole('heading', { level: 3 });
  const next = page.getByRole('button', { name: 'Next role' });
  if ((await slide.count()) === 0) return 'no carousel on the page';
  await slide.scrollIntoViewIfNeeded();
  const read = async () => {
    carousel.labels.push((await slide.getAttribute('aria-label')) ?? '');
    carousel.companies.push(((await company.first().textContent({ timeout: 2000 }).catch(() => '')) ?? '').trim());
  };
  await read();
  const total = Number(/ of (\d+)$/.exec(carousel.labels[0]!)?.[1] ?? 0);
  // Beyond a few hundred roles, the page would be the problem.
  for (let shown = 1; shown <= Math.min(total, 500); shown++) {
    const before = carousel.labels.at(-1)!;
    await next.click({ timeout: 5000 });
    const moved = await page
      .waitForFunction(
        ([selector, label]) => document.querySelector(selector)?.getAttribute('aria-label') !== label,
        [SHOWN_SLIDE, before] as const,
        { timeout: 5000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!moved) throw new Error(`"Next role" did not move the carousel on from slide "${before}"`);
    if (shown === total) {
      carousel.wrapped = (await slide.getAttribute('aria-label')) === carousel.labels[0];
      break;
    }
    await read();
  }
  return `${carousel.labels.length} slides`;
}

async function hoverChart(page: Page): Promise<string> {
  const chart = page.locator(SHOWN_CHART);
  if ((await chart.count()) === 0) return 'no chart for this role';
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('svg path').first().waitFor({ state: 'attached', timeout: 10_000 });
  const point = await chart.evaluate((box) => {
    const { left, top, width, height } = box.getBoundingClientRect();
    const radius = Math.min(width, height) / 2;
    for (let degrees = 5; degrees < 360; degrees += 10) {
      const angle = (degrees * Math.PI) / 180;
      // Halfway between the hole (30% of the radius) and the outer edge.
      const x = left + width / 2 + Math.sin(angle) * radius * 0.6;
      const y = top + height / 2 - Math.cos(angle) * radius * 0.6;
      const hit = document.elementFromPoint(x, y);
      if (hit instanceof SVGPathElement && box.contains(hit)) return { x, y };
    }
    return null;
  });
  if (!point) throw new Error('no arc of the chart under any point of its ring');
  await page.mouse.move(point.x, point.y);
  await page.waitForFunction((box) => (box as HTMLElement).innerText.trim() !== '', await chart.elementHandle(), { timeout: 5000 });
  return 'hovered an arc: its label showed';
}

function readFonts() {
  const families = [...document.fonts].map((face) => ({ family: face.family.replace(/^["']|["']$/g, ''), weight: face.weight, status: face.status }));
  const root = getComputedStyle(document.documentElement);
  const elements = [...document.querySelectorAll<HTMLElement>('body, body *')];
  const fontUse = (variable: string, weight: string) => {
    const family = root.getPropertyValue(variable).split(',')[0]?.trim().replace(/^["']|["']$/g, '') || null;
    if (!family) return { family, loaded: false, usedBy: null };
    // A face's weight is one number, or a range for a variable font ("100 900").
    const covers = (range: string) => {
      const [min, max = min] = range.split(' ').map(Number);
      return min! <= Number(weight) && Number(weight) <= max!;
    };
    const loaded = families.some((face) => face.family === family && face.status === 'loaded' && covers(face.weight));
    const user = elements.find((element) => {
      const style = getComputedStyle(element);
      return style.fontFamily.split(',')[0]?.trim().replace(/^["']|["']$/g, '') === family && style.fontWeight === weight && element.textContent?.trim();
    });
    const usedBy = user ? `<${user.tagName.toLowerCase()}${user.className && typeof user.className === 'string' ? ` class="${user.className}"` : ''}>` : null;
    return { family, loaded: loaded && document.fonts.check(`${weight} 16px "${family}"`), usedBy };
  };
  return { sans: fontUse('--font-sans', '400'), serif: fontUse('--font-serif', '300') };
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\u001b\[\d+m/g, '').split('\n')[0]!.trim();
}
