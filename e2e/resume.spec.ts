import type { Page, TestInfo } from '@playwright/test';
import { readContent } from './backend';
import { expect, test } from './fixtures';
import ar from './fixtures/i18n/ar';
import de from './fixtures/i18n/de';
import { openPage, untilHydrated } from './page';
import { collisions, pdfPages, pdfWords, type WordBox } from './pdf-text';
import { SITE_URL, SUBPATH_SITE_URL } from './servers';
import { emailOf, isEmail } from '../lib/owner-links';
import en from '../lib/i18n/en';
import type { Messages } from '../lib/languages/messages';
import { profile } from '../tests/fixtures/profile';

type Content = Awaited<ReturnType<typeof readContent>>;

type Paper = 'A4' | 'Letter';
type Printout = { paper: Paper; pages: string[]; words: WordBox[] };

/** The page printed as Chromium's Save as PDF does it, with normal margins: each page's text and words, no word drawn over another. */
async function printout(page: Page, testInfo: TestInfo, paper: Paper = 'A4', name = 'printed'): Promise<Printout> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: paper, margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
  const pages = pdfPages(pdf, testInfo.outputPath(`${name}-${paper}.pdf`));
  const words = pdfWords(pdf);
  expect(collisions(words)).toEqual([]);
  return { paper, pages, words };
}

const printed = async (page: Page, testInfo: TestInfo, paper: Paper = 'A4'): Promise<string[]> => (await printout(page, testInfo, paper)).pages;

/** pdftotext breaks lines where the page does: words are compared with all spacing made one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

function expectResume(pages: string[], { roles, projects }: Content) {
  const text = flat(pages.join(' '));
  expect(text).toContain(profile.name);
  expect(text).toContain(profile.location);
  // Each link as its address: an email's without mailto:.
  for (const link of profile.links) expect(text).toContain(isEmail(link) ? emailOf(link) : link.url);
  for (const role of roles) {
    expect(text).toContain(`${role.company} · ${role.title}`);
    expect(text).toContain(role.timeframe);
  }
  expect(text.match(/current role/gi) ?? []).toHaveLength(roles.filter((role) => role.is_current_role).length);
  for (const project of projects) {
    expect(text).toContain(project.title);
    for (const link of [project.website_link, project.github_link].filter(Boolean)) expect(text).toContain(link);
  }
  // Each project's address on a line of its own, whole, as a role's lines are: not broken inside a pill.
  const lines = pages.join('\n').split('\n');
  for (const link of projects.flatMap((project) => [project.website_link, project.github_link]).filter(Boolean)) {
    expect(lines.some((line) => line.includes(link!)), `${link} whole on one printed line`).toBe(true);
  }
  // No page nearly blank (a last page may hold one short entry), and the navbar (the owner's name beside its LinkedIn link) on none.
  for (const [index, page] of pages.entries()) expect(flat(page).trim().length, `page ${index + 1} of ${pages.length}`).toBeGreaterThan(60);
  expect(pages.filter((page) => new RegExp(`${profile.name}\\s+LinkedIn`).test(page))).toHaveLength(0);
}

/** The paper's height and the print's margin above and below, in points. */
const PAPER_HEIGHT: Record<Paper, number> = { A4: 841.89, Letter: 792 };
const MARGIN = (16 / 25.4) * 72;

type Line = { page: number; text: string; xMin: number; xMax: number; yMin: number; yMax: number };

/** Each page's lines, top to bottom: its words in the order pdftotext read them, a new line where a word's box is not level with the last. */
function linesOf({ pages, words }: Printout): Line[][] {
  return pages.map((_, index) =>
    words
      .filter((word) => word.page === index + 1)
      .reduce<Line[]>((lines, word) => {
        const last = lines.at(-1);
        if (last && Math.abs(word.yMin + word.yMax - last.yMin - last.yMax) < 6) {
          Object.assign(last, { text: `${last.text} ${word.text}`, xMin: Math.min(last.xMin, word.xMin), xMax: Math.max(last.xMax, word.xMax), yMax: Math.max(last.yMax, word.yMax) });
        } else lines.push({ ...word });
        return lines;
      }, []),
  );
}

/** pdftotext spaces out letter-spaced headings, and gives a right-to-left line in the order it is drawn: both read either way. */
const squeezed = (text: string) => text.replace(/\s+/g, '');
const reads = (line: Line, text: string) => [squeezed(text), [...squeezed(text)].reverse().join('')].includes(squeezed(line.text));

type Card = { title: string; tags: string[]; links: string[] };

/** Each project as its card has it in the page's language: title, tags, and the website's and GitHub's addresses. */
function cardsOf(page: Page): Promise<Card[]> {
  return page.getByTestId('project-card').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('[data-testid="project-title"]')!.textContent!,
      tags: [...card.querySelectorAll('[data-testid="project-tag"]')].map((tag) => tag.textContent!),
      links: [...card.querySelectorAll('a[data-testid="project-website-link"], a[data-testid="project-github-link"]')].map((link) => link.getAttribute('href')!),
    })),
  );
}

/**
 * What a recruiter checks first, whatever the content: no blank page, no page but the last under half full, no
 * section heading at a page's foot, and the projects in the résumé's list style: their heading on the page of
 * the first, each title at the text's edge (no box around it, no second column) with its tags as the line under
 * it and its links as addresses before the next, the intro in the body's type.
 */
function expectReadsAsOne(printed: Printout, words: Messages, projects: Card[]) {
  const pages = linesOf(printed);
  const lines = pages.flat();
  const where = `${printed.paper}, page`;
  const headings = Object.values(words.records).map((heading) => heading.toUpperCase());
  const isHeading = (line: Line) => headings.some((heading) => reads(line, heading));
  for (const [index, page] of pages.entries()) {
    expect(page.length, `${where} ${index + 1} of ${pages.length} holds text`).toBeGreaterThan(0);
    expect(isHeading(page.at(-1)!), `${where} ${index + 1} ends on "${page.at(-1)!.text}"`).toBe(false);
    if (index === pages.length - 1) continue;
    const full = (Math.max(...page.map((line) => line.yMax)) - MARGIN) / (PAPER_HEIGHT[printed.paper] - 2 * MARGIN);
    expect(full, `${where} ${index + 1} of ${pages.length} at least half full`).toBeGreaterThanOrEqual(0.5);
  }

  const heading = lines.find((line) => reads(line, words.records.projects.toUpperCase()));
  expect(heading, 'the projects heading').toBeDefined();
  const titles = projects.map((project) => lines.findIndex((line) => reads(line, project.title)));
  expect(titles.every((at) => at >= 0), 'each project title on a line of its own').toBe(true);
  expect(lines[titles[0]!]!.page, 'the first project on the page of its heading').toBe(heading!.page);
  const left = Math.min(...lines.map((line) => line.xMin));
  const right = Math.max(...lines.map((line) => line.xMax));
  for (const [index, project] of projects.entries()) {
    const title = lines[titles[index]!]!;
    expect(Math.min(title.xMin - left, right - title.xMax), `"${project.title}" at the text's edge`).toBeLessThan(2);
    const own = lines.slice(titles[index]! + 1, titles[index + 1] ?? lines.length);
    if (project.tags.length) expect([project.tags.join(' · '), [...project.tags].reverse().join(' · ')].map(squeezed)).toContain(squeezed(own[0]!.text));
    for (const link of project.links) expect(own.some((line) => line.text.includes(link)), `${link} under "${project.title}"`).toBe(true);
  }
  const intro = lines.find((line) => line.text.includes(profile.projectsIntro.split(' ').slice(0, 4).join(' ')));
  const location = lines.find((line) => line.text === profile.location);
  expect(intro!.yMax - intro!.yMin, 'the intro in body type').toBeCloseTo(location!.yMax - location!.yMin, 0);
}

/** The page in each language: the default on the site, German and the right-to-left Arabic on the multilingual one. */
const LANGUAGES = [
  { code: 'en', url: `${SITE_URL}/`, words: en },
  { code: 'de', url: `${SUBPATH_SITE_URL}/de/`, words: de },
  { code: 'ar', url: `${SUBPATH_SITE_URL}/ar/`, words: ar },
] as const;

test.describe('the page printed', () => {
  test('is a résumé: the owner, every role and every project, links as addresses, on A4 and Letter pages that are not blank', async ({ page }, testInfo) => {
    const content = await readContent();
    await openPage(page);
    expectResume(await printed(page, testInfo, 'A4'), content);
    expectResume(await printed(page, testInfo, 'Letter'), content);
  });

  test('holds every role whichever the carousel shows', async ({ page }, testInfo) => {
    const content = await readContent();
    await openPage(page);
    await page.getByRole('button', { name: 'Next role' }).click();
    expectResume(await printed(page, testInfo), content);
  });

  for (const { code, url, words } of LANGUAGES) {
    test(`reads as one résumé on A4 and Letter, projects in its list style (${code})`, async ({ page }, testInfo) => {
      const { projects } = await readContent();
      await page.goto(url);
      await untilHydrated(page);
      const cards = await cardsOf(page);
      expect(cards).toHaveLength(projects.length);
      for (const paper of ['A4', 'Letter'] as const) expectReadsAsOne(await printout(page, testInfo, paper, code), words, cards);
    });
  }

  test('is dark ink on white paper in the dark theme too', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openPage(page);
    const ink = () => page.evaluate(() => getComputedStyle(document.body).color);
    const screenInk = await ink();
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    const paperInk = await ink();
    expect(paperInk).not.toBe(screenInk);
    // Dark: each channel of the text's colour well under the middle.
    const channels = paperInk.match(/\d+/g)!.slice(0, 3).map(Number);
    expect(Math.max(...channels)).toBeLessThan(100);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page prints as the same résumé', async ({ page }, testInfo) => {
    const content = await readContent();
    await page.goto('/');
    expectResume(await printed(page, testInfo), content);
  });

  for (const { code, url, words } of LANGUAGES) {
    test(`the page reads as one résumé on A4 and Letter (${code})`, async ({ page }, testInfo) => {
      const { projects } = await readContent();
      await page.goto(url);
      const cards = await cardsOf(page);
      expect(cards).toHaveLength(projects.length);
      for (const paper of ['A4', 'Letter'] as const) expectReadsAsOne(await printout(page, testInfo, paper, code), words, cards);
    });
  }
});

test.describe('the résumé files', () => {
  test('resume.pdf is linked for download with its size, and holds every role and project', async ({ page, request }, testInfo) => {
    const { roles, projects } = await readContent();
    await openPage(page);
    const link = page.getByRole('link', { name: /Résumé/ });
    await expect(link).toHaveAttribute('download', '');
    const response = await request.get(await link.getAttribute('href') ?? '');
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await response.body();
    expect(pdf.length).toBeLessThan(200 * 1024);
    await expect(link).toContainText(`PDF, ${Math.round(pdf.length / 1024)} KB`);
    const text = flat(pdfPages(pdf, testInfo.outputPath('resume.pdf')).join(' '));
    expect(collisions(pdfWords(pdf))).toEqual([]);
    for (const role of roles) expect(text).toContain(`${role.company} · ${role.title}`);
    for (const project of projects) expect(text).toContain(project.title);
  });

  test('resume.json is JSON Resume of the same content, named as the page\'s alternate', async ({ page, request }) => {
    const { roles, projects } = await readContent();
    await openPage(page);
    const href = await page.locator('link[rel="alternate"][type="application/json"]').getAttribute('href');
    const resume = await (await request.get(new URL(href!).pathname)).json();
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.jobTitle, location: { address: profile.location } });
    expect(resume.work.map((work: { name: string; position: string }) => [work.name, work.position])).toEqual(roles.map((role) => [role.company, role.title]));
    expect(resume.projects.map((project: { name: string; keywords: string[] }) => [project.name, project.keywords])).toEqual(projects.map((project) => [project.title, project.tags]));
  });
});
