import { test, type Page } from '@playwright/test';
import { GATE_OPEN } from '../components/first-paint/gate-signals';
import { GATE } from '../lib/constants';
import { liveTarget } from '../lib/config';
import { alternateOfType, metaContent } from './html';
import { alternateProblems, discoverLanguages, documentLanguageProblems, languageMenuProblems, type LanguagePage, type Languages } from './languages';
import { sameAddress, servedAddress } from './target';
import { fetchText, note } from './live-test';

/**
 * Every language's page, found as a crawler finds them: the hreflang alternates of the page at
 * the URL checked. The visit and its checks (visit.ts) walk the default's page; these check on
 * each what does not depend on its words: the document's language, the alternates, the language
 * menu, the files beside it, and that it loads with no console error.
 */
const target = liveTarget();

let languages: Languages;
/** Each language's page as served, fetched once. */
const served = new Map<LanguagePage, Promise<string>>();

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  try {
    languages = discoverLanguages(await fetchText(request, target.url), target);
    for (const page of languages.pages) served.set(page, fetchText(request, page.url));
    // Settled before the context goes; a page that did not answer fails the checks that read it.
    await Promise.allSettled(served.values());
  } finally {
    await request.dispose();
  }
});

/** Runs `problems` on each language's page, and fails naming every problem with its page. */
async function onEachPage(problems: (page: LanguagePage, html: string) => string[] | Promise<string[]>): Promise<void> {
  const found: string[] = [];
  for (const page of languages.pages) {
    let html: string;
    try {
      html = await served.get(page)!;
    } catch (error) {
      found.push(`${page.code}: ${(error as Error).message}`);
      continue;
    }
    found.push(...(await problems(page, html)).map((problem) => `${page.code} (${page.url}): ${problem}`));
  }
  if (found.length > 0) throw new Error(found.join('\n'));
}

const isMultilingual = () => languages.pages.length > 1;

test('the languages, from the page’s hreflang alternates: each named once, absolute, with x-default', () => {
  if (languages.problems.length > 0) throw new Error(languages.problems.join('\n'));
  note(isMultilingual() ? `${languages.pages.map((page) => `${page.code} ${page.address}`).join(', ')}; x-default ${languages.xDefault}` : `one language, ${languages.pages[0]!.code}: no hreflang alternates`);
});

test('each language’s page answers 200 with <html lang> its code and dir its script’s direction', async () => {
  await onEachPage((page, html) => documentLanguageProblems(html, page));
});

test('each language’s page names every language’s page as an alternate, the same x-default, and itself as canonical', async () => {
  await onEachPage((page, html) => alternateProblems(html, page, languages));
});

test('each language’s page, as served, has a language menu of plain links to every language’s page, its own marked current', async () => {
  await onEachPage((page, html) => languageMenuProblems(html, page, languages));
  if (!isMultilingual()) note('one language: no language menu, as it should be');
});

test('sitemap.xml lists every language’s page', async ({ request }) => {
  const url = new URL('sitemap.xml', target.url).href;
  const locations = [...(await fetchText(request, url)).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, address]) => address!);
  const missing = languages.pages.filter((page) => !locations.some((location) => sameAddress(location, page.address)));
  if (missing.length > 0) throw new Error(`${url} does not list ${missing.map((page) => `${page.code} ${page.address}`).join(', ')}`);
});

test('each language’s résumé (its JSON Resume alternate, resume.pdf) and link preview (og:image) answer 200 with their types', async ({ request }) => {
  await onEachPage(async (page, html) => {
    const files = [
      { what: 'resume.json', named: alternateOfType(html, 'application/json'), type: 'application/json' },
      { what: 'resume.pdf', named: new URL('resume.pdf', page.address).href, type: 'application/pdf' },
      { what: 'og:image', named: metaContent(html, 'og:image'), type: 'image/png' },
    ];
    const problems: string[] = [];
    for (const { what, named, type } of files) {
      if (!named) {
        problems.push(`names no ${what}`);
        continue;
      }
      const url = servedAddress(target, new URL(named, page.address).href);
      const response = await request.get(url, { failOnStatusCode: false });
      const got = response.headers()['content-type'] ?? 'no Content-Type';
      if (response.status() !== 200 || !got.startsWith(type)) problems.push(`${what} ${url}: HTTP ${response.status()}, ${got}; expected 200 ${type}`);
    }
    return problems;
  });
});

/** Loads `url` and returns what went wrong: the gate not opening, console errors, requests under the site that failed. */
async function loadProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  const failed = new Map<string, string>();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(target.url)) failed.set(response.url(), `${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(target.url) && !failed.has(request.url())) failed.set(request.url(), `${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (response?.status() !== 200) problems.push(`HTTP ${response?.status()}`);
  const opened = await page
    .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GATE_OPEN, { timeout: GATE.giveUpMs + 10_000 })
    .then(() => true, () => false);
  if (!opened) problems.push('no performance mark "gate-open": the gate never opened');
  // The framework's scripts load after the gate, and the live refresh after them: their errors count too.
  await page.waitForLoadState('networkidle');
  return [...problems, ...[...failed.values()].map((request) => `request failed: ${request}`)];
}

/** Opens the page's language menu with its button, as a visitor does; returns what went wrong. */
async function menuProblems(page: Page, language: LanguagePage): Promise<string[]> {
  const menu = page.locator('[popover]:has(a[hreflang])');
  if ((await menu.count()) !== 1) return [`${await menu.count()} language menus (a popover of links with hreflang); expected 1`];
  const id = await menu.getAttribute('id');
  await page.locator(`button[popovertarget="${id}"]`).click({ timeout: 5000 });
  const open = await menu
    .locator(`a[hreflang="${language.code}"][aria-current="page"]`)
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true, () => false);
  return open ? [] : ['its button did not open the language menu (or the page’s own language is not shown marked current)'];
}

test('each language’s page loads: the gate opens, no console error, every request under the site answered; its language menu opens', async ({ browser }) => {
  // A page of its own per language, so one page's errors are never counted against another.
  test.setTimeout(languages.pages.length * 90_000);
  await onEachPage(async (language) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const problems = await loadProblems(page, language.url);
      return isMultilingual() ? [...problems, ...(await menuProblems(page, language))] : problems;
    } finally {
      await context.close();
    }
  });
  note(`${languages.pages.map((page) => page.code).join(', ')}`);
});
