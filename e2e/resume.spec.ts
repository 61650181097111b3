import type { Page, TestInfo } from '@playwright/test';
import { readContent } from './backend';
import { expect, test } from './fixtures';
import { openPage } from './page';
import { collisions, pdfPages, pdfWords } from './pdf-text';
import { emailOf, isEmail } from '../lib/owner-links';
import { profile } from '../tests/fixtures/profile';

type Content = Awaited<ReturnType<typeof readContent>>;

/** The page printed as Chromium's Save as PDF does it, with normal margins: each page's text, no word drawn over another. */
async function printed(page: Page, testInfo: TestInfo, format: 'A4' | 'Letter' = 'A4'): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format, margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
  const pages = pdfPages(pdf, testInfo.outputPath(`printed-${format}.pdf`));
  expect(collisions(pdfWords(pdf))).toEqual([]);
  return pages;
}

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
