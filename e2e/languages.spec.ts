import type { Locator, Page } from '@playwright/test';
import { validate } from 'resume-schema';
import { startIndex, wrapIndex } from '../components/bento/work/carousel-index';
import { HERO_SELECTORS } from '../components/hero/hero-parts';
import { PREVIEW_IMAGE } from '../components/link-preview/link-preview';
import en from '../lib/i18n/en';
import type { Messages } from '../lib/languages/messages';
import { pngSize } from '../tests/helpers/png';
import { axeViolations, settleForAxe } from './axe';
import { readContent, translationRowsIn } from './backend';
import { expect, test } from './fixtures';
import ar from './fixtures/i18n/ar';
import de from './fixtures/i18n/de';
import { holdMenusOpen, isOpen, menuButton, menuOf, openMenu } from './menus';
import { untilHydrated } from './page';
import { pdfPages } from './pdf-text';
import { SITE_URL, SUBPATH, SUBPATH_LOCALES, SUBPATH_SITE_URL } from './servers';

/**
 * The site in three languages (the subpath project: .e2e/subpath, built from a copy of the project
 * with locales en, de, ar and the sample dictionaries of e2e/fixtures/i18n/). The content is not translated yet, so these
 * read the dictionaries' words and the page's structure, never a project's or a role's text. They
 * run after the live-refresh project, which leaves the backend with more than the build had: a page
 * may show the backend's content once refreshed, its files keep the build's.
 */
// Its tests share nothing: split across the workers, the subpath project's longest file is not one worker's alone.
test.describe.configure({ mode: 'parallel' });

type Code = (typeof SUBPATH_LOCALES)[number];
const DICTIONARIES: Record<Code, Messages> = { en, de, ar };
// Written out, not computed with the site's own direction() and ownName(): Arabic is the
// right-to-left sample, and a language menu names each language in that language.
const DIRECTIONS: Record<Code, 'ltr' | 'rtl'> = { en: 'ltr', de: 'ltr', ar: 'rtl' };
const OWN_NAMES: Record<Code, string> = { en: 'English', de: 'Deutsch', ar: 'العربية' };
// The résumé PDF and the link preview are drawn with the bundled faces, which have no Arabic.
const FONTS_DRAW: Record<Code, boolean> = { en: true, de: true, ar: false };

/** The site's address: the default language's page. */
const address = `${SUBPATH_SITE_URL}/`;
const [defaultCode] = SUBPATH_LOCALES;

const LANGUAGES = SUBPATH_LOCALES.map((code) => {
  const folder = code === defaultCode ? '' : `${code}/`;
  return { code, words: DICTIONARIES[code], dir: DIRECTIONS[code], name: OWN_NAMES[code], fontsDraw: FONTS_DRAW[code], page: `${address}${folder}`, path: `${SUBPATH}/${folder}` };
});
type Language = (typeof LANGUAGES)[number];
const languageOf = (code: Code) => LANGUAGES.find((language) => language.code === code)!;

async function openLanguage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await untilHydrated(page);
}

const content = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

/**
 * The dictionary's "n of N" for slide n, whatever N is: the live refresh may have brought the page
 * more roles than its HTML had.
 */
function slideLabel(words: Messages, position: number): RegExp {
  const anyTotal = 987_654;
  const label = words.work.slideLabel(position, anyTotal).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${label.replace(String(anyTotal), '\\d+')}$`);
}

/** pdftotext spaces out letter-spaced headings: compared with no spacing at all. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

for (const { code, words, dir, page: url, path } of LANGUAGES) {
  test.describe(`the ${code} page (${path})`, () => {
    test(`is <html lang="${code}" dir="${dir}"> and says its dictionary's words, the islands' too`, async ({ page }) => {
      const { roles } = await readContent();
      await openLanguage(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      // The spinner's status, hidden once the gate has opened.
      await expect(page.locator('body > [role="status"]')).toHaveText(words.gate.loading);

      const navbar = page.getByRole('navigation', { name: words.nav.label, exact: true });
      await expect(navbar.getByRole('button', { name: words.nav.github, exact: true })).toBeVisible();
      await expect(navbar.getByRole('button', { name: words.theme.label })).toBeVisible();
      await expect(navbar.getByRole('button', { name: words.languages.label })).toBeVisible();

      const about = page.getByRole('region', { name: words.about.heading, exact: true });
      for (const label of [words.about.location, words.about.socials, words.about.whatIDo]) {
        await expect(about.getByRole('heading', { level: 3, name: label, exact: true })).toBeVisible();
      }
      await expect(about.getByRole('link', { name: words.about.resume })).toHaveAttribute('href', `${path}resume.pdf`);

      await expect(page.getByRole('heading', { level: 2, name: words.work.heading, exact: true })).toBeVisible();
      const carousel = page.getByRole('region', { name: words.work.roles, exact: true });
      await expect(carousel).toHaveAttribute('aria-roledescription', words.work.carousel);
      const shown = carousel.locator('[data-shown]');
      const start = startIndex(roles);
      await expect(shown).toHaveAttribute('aria-roledescription', words.work.slide);
      await expect(shown).toHaveAttribute('aria-label', slideLabel(words, start + 1));
      await expect(carousel.getByRole('button', { name: words.work.previous, exact: true })).toBeVisible();
      // The island fills "n of N" with the words it was given: the next slide is named in them too.
      await carousel.getByRole('button', { name: words.work.next, exact: true }).click();
      await expect(shown).toHaveAttribute('aria-label', slideLabel(words, wrapIndex(start + 1, roles.length) + 1));

      await expect(page.getByRole('heading', { level: 2, name: words.projects.heading, exact: true })).toBeAttached();
      await expect(page.getByTestId('project-card').first()).toBeVisible();
      if (code !== defaultCode) await expect(page.locator('main')).not.toContainText(en.work.heading);
    });

    test('names every language’s page as an absolute alternate, x-default the default’s, itself as canonical', async ({ page }) => {
      await page.goto(url);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
      expect(Object.fromEntries(alternates)).toEqual({ ...Object.fromEntries(LANGUAGES.map((language) => [language.code, language.page])), 'x-default': address });
      expect(alternates).toHaveLength(LANGUAGES.length + 1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      expect(await content(page, 'meta[property="og:url"]')).toBe(url);
      expect(await content(page, 'meta[property="og:locale"]')).toBe(code);
      const others = await page.locator('meta[property="og:locale:alternate"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(others).toEqual(SUBPATH_LOCALES.filter((other) => other !== code));
      await expect(page.locator('link[rel="alternate"][type="application/json"]')).toHaveAttribute('href', `${url}resume.json`);
    });
  });
}

/** Opens the language menu of the page in `current` and checks it: a plain link to each language's page, named in its language, the current one marked. */
async function expectLanguageMenu(page: Page, current: Language): Promise<Locator> {
  const menu = await openMenu(menuButton(page, current.words.languages.label));
  await expect(menu).toHaveAccessibleName(current.words.languages.label);
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(LANGUAGES.map((language) => language.name));
  for (const [index, language] of LANGUAGES.entries()) {
    const item = items.nth(index);
    await expect(item).toHaveAttribute('href', language.path);
    await expect(item).toHaveAttribute('hreflang', language.code);
    await expect(item).toHaveAttribute('lang', language.code);
    if (language === current) await expect(item).toHaveAttribute('aria-current', 'page');
    else await expect(item).not.toHaveAttribute('aria-current');
  }
  return menu;
}

test.describe('the language menu, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('its button opens it, each language is a plain link to its page, the current one marked, and Deutsch leads to /de/', async ({ page }) => {
    await page.goto(address);
    const menu = await expectLanguageMenu(page, languageOf('en'));
    await menu.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(languageOf('de').page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectLanguageMenu(page, languageOf('de'));
  });
});

test('after hydration, the right-to-left page’s menu opens from the keyboard and leads to the default language', async ({ page }) => {
  const arabic = languageOf('ar');
  await openLanguage(page, arabic.page);
  const button = menuButton(page, arabic.words.languages.label);
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = menuOf(button);
  expect(await isOpen(menu)).toBe(true);
  await expect(menu.getByRole('menuitem', { name: languageOf(defaultCode).name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).toHaveAttribute('lang', defaultCode);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

type Box = { left: number; right: number; top: number; bottom: number };

/** Where each box lies after the one before it: to the right on its line, to the left on it, or on a lower line. */
function readingOrder(boxes: Box[]): string[] {
  return boxes.slice(1).map((box, index) => {
    const previous = boxes[index]!;
    if (box.top >= previous.bottom - 2) return 'lower line';
    if (Math.abs(box.top - previous.top) > 2) return 'higher line';
    return box.left >= previous.right - 1 ? 'right' : 'left';
  });
}

test.describe('the right-to-left page’s texts in English', () => {
  // Still words: the entrance moves each one as it comes.
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the headline’s words, and each word’s letters and punctuation, run left to right in English order', async ({ page }) => {
    await openLanguage(page, languageOf('ar').page);
    const words = page.getByRole('heading', { level: 1 }).locator(HERO_SELECTORS.word);
    const measured = await words.evaluateAll((elements) =>
      elements.map((word) => {
        const box = ({ left, right, top, bottom }: DOMRect) => ({ left, right, top, bottom });
        const text = word.firstChild!;
        const letters = Array.from({ length: (word.textContent ?? '').trimEnd().length }, (_, index) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return box(range.getBoundingClientRect());
        });
        return { word: word.textContent ?? '', box: box(word.getBoundingClientRect()), letters };
      }),
    );
    expect(measured.length).toBeGreaterThan(1);
    const order = readingOrder(measured.map((word) => word.box));
    expect(order.every((place) => place === 'right' || place === 'lower line'), `${measured.map((word) => word.word).join('|')}: ${order.join(', ')}`).toBe(true);
    for (const { word, letters } of measured) {
      expect(readingOrder(letters).every((place) => place === 'right'), `the letters of "${word}"`).toBe(true);
    }
  });

  test('each text that falls back carries lang="en" and dir="ltr"; the dictionary’s Arabic words carry neither', async ({ page }) => {
    expect(await translationRowsIn('ar'), 'the backend has no Arabic translation: every project and role text on /ar/ falls back').toBe(0);
    const { words, page: url } = languageOf('ar');
    await openLanguage(page, url);
    const about = page.getByRole('region', { name: words.about.heading, exact: true });
    const english = {
      headline: page.getByRole('heading', { level: 1 }),
      location: about.getByRole('heading', { level: 3, name: words.about.location, exact: true }).locator('xpath=following-sibling::p[1]'),
      'what I do': about.getByRole('heading', { level: 3, name: words.about.whatIDo, exact: true }).locator('xpath=following-sibling::ul[1]/li[1]'),
      'a project’s title': page.getByTestId('project-title').first(),
      'a role’s company': page.getByTestId('role-card').first().getByRole('heading', { level: 3 }),
      // The label in a span of its own: the item, its dot on the page's side, is the page's.
      'a legend label': page.getByTestId('legend-item').first().locator(':scope > span:not([aria-hidden])'),
      // The title's text in a span of its own: an inline fallback is isolated, its heading keeps the page's direction.
      'an award’s title': page.getByRole('region', { name: words.records.awards, exact: true }).getByRole('heading', { level: 3 }).first().locator(':scope > span'),
      'an interest’s keyword': page.getByRole('region', { name: words.records.interests, exact: true }).getByRole('listitem').getByRole('listitem').first(),
    };
    for (const [name, text] of Object.entries(english)) {
      await expect(text, name).toHaveAttribute('lang', 'en');
      await expect(text, name).toHaveAttribute('dir', 'ltr');
    }
    const arabic = {
      'the about block’s heading': about.getByRole('heading', { level: 3, name: words.about.location, exact: true }),
      'the work heading': page.getByRole('heading', { level: 2, name: words.work.heading, exact: true }),
      'the awards heading': page.getByRole('heading', { level: 2, name: words.records.awards, exact: true }),
      'the previous role’s button': page.getByRole('button', { name: words.work.previous, exact: true }),
    };
    for (const [name, text] of Object.entries(arabic)) {
      // Their language and direction are the page's: no element between them and <html> says another.
      expect(await text.evaluate((element) => [element.closest('[lang]')?.localName, element.closest('[dir]')?.localName]), name).toEqual(['html', 'html']);
    }
  });
});

test.describe('the files per language', () => {
  test('resume.pdf, resume.json and og.png answer 200 with their types beside each page', async ({ request }) => {
    for (const { page: url } of LANGUAGES) {
      for (const [file, type] of [
        ['resume.pdf', 'application/pdf'],
        ['resume.json', 'application/json'],
        [PREVIEW_IMAGE.path, 'image/png'],
      ] as const) {
        const response = await request.get(`${url}${file}`);
        expect(response.status(), `${url}${file}`).toBe(200);
        expect(response.headers()['content-type'], `${url}${file}`).toContain(type);
      }
      expect(pngSize(await (await request.get(`${url}${PREVIEW_IMAGE.path}`)).body())).toEqual({ width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height });
    }
  });

  test('the link preview is each page’s own where the bundled fonts draw its script, else the default’s', async ({ page }) => {
    for (const { code, fontsDraw, page: url } of LANGUAGES) {
      await page.goto(url);
      const preview = fontsDraw ? url : address;
      expect(await content(page, 'meta[property="og:image"]'), code).toBe(`${preview}${PREVIEW_IMAGE.path}`);
    }
  });

  test('de/resume.pdf has the German headings; ar/resume.pdf, whose script the bundled fonts lack, is the English one', async ({ request }, testInfo) => {
    const text = async (url: string) => pdfPages(await (await request.get(url)).body(), testInfo.outputPath(`${new URL(url).pathname.replace(/\W+/g, '-')}.pdf`)).join('\f');
    const english = await text(`${address}resume.pdf`);
    const german = await text(`${languageOf('de').page}resume.pdf`);
    for (const heading of [de.records.roles, de.records.projects]) expect(squeezed(german)).toContain(heading.toUpperCase());
    for (const heading of [en.records.roles, en.records.projects]) {
      expect(squeezed(english)).toContain(heading.toUpperCase());
      expect(squeezed(german)).not.toContain(heading.toUpperCase());
    }
    expect(await text(`${languageOf('ar').page}resume.pdf`)).toBe(english);
  });

  // resume.spec.ts holds the default's to the content; the build's content, not the backend's now.
  test('each resume.json is valid JSON Resume, addressed at its own page, with as many roles and projects as the default’s', async ({ request }) => {
    const { work, projects } = await (await request.get(`${address}resume.json`)).json();
    expect(work.length).toBeGreaterThan(0);
    expect(projects.length).toBeGreaterThan(0);
    for (const { page: url } of LANGUAGES) {
      const resume = await (await request.get(`${url}resume.json`)).json();
      const answer = await new Promise<{ valid: boolean }>((resolve, reject) => validate(resume, (error, result) => (error ? reject(new Error(`${url}resume.json: ${JSON.stringify(error)}`)) : resolve(result))));
      expect(answer.valid, `${url}resume.json`).toBe(true);
      expect(resume.basics.url).toBe(url);
      expect(resume.meta.canonical).toBe(`${url}resume.json`);
      expect(resume.work, `${url}resume.json`).toHaveLength(work.length);
      expect(resume.projects, `${url}resume.json`).toHaveLength(projects.length);
    }
  });
});

/** A case study's address in a language: /projects/<slug>/ in the default, /projects/<code>/<slug>/ in the others. */
const CASE_STUDY = /\/projects\/(?:[a-z]{2,3}(?:-[A-Za-z0-9]+)?\/)?[a-z0-9]+(?:-[a-z0-9]+)*\/$/;

test('sitemap.xml lists every language’s page, each with the others as alternates, then the case studies', async ({ request }) => {
  const sitemap = await (await request.get(`${address}sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
  expect(locs.slice(0, LANGUAGES.length)).toEqual(LANGUAGES.map((language) => language.page));
  expect(locs.slice(LANGUAGES.length).filter((loc) => !CASE_STUDY.test(loc))).toEqual([]);
  const alternates = [...sitemap.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href}`);
  expect(alternates.slice(0, LANGUAGES.length ** 2)).toEqual(LANGUAGES.flatMap(() => LANGUAGES.map((language) => `${language.code} ${language.page}`)));
});

test.describe('accessibility in each language', () => {
  // An axe pass and the hero's overdamped spring coming to rest take most of a minute on a loaded machine.
  test.setTimeout(90_000);

  for (const { code, dir, page: url } of LANGUAGES) {
    test(`axe finds no violation on the ${code} page (${dir})`, async ({ page }) => {
      await openLanguage(page, url);
      await settleForAxe(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('axe finds no violation with the language menu open, right to left', async ({ page }) => {
    const { words, page: url } = languageOf('ar');
    await openLanguage(page, url);
    await settleForAxe(page);
    await holdMenusOpen(page);
    const menu = await openMenu(menuButton(page, words.languages.label));
    expect(await axeViolations(page)).toEqual([]);
    expect(await isOpen(menu), 'the menu stayed open while axe judged it').toBe(true);
  });
});

test('the page of every project is in each language, with every card the build read and one link home to that language’s page', async ({ page, request }) => {
  for (const { code, words, dir, page: home, path } of LANGUAGES) {
    // The build's content, which the live-refresh project has since changed in the backend.
    const resume = await (await request.get(`${home}resume.json`)).json();
    await openLanguage(page, `${address}projects/${code === defaultCode ? '' : `${code}/`}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page).toHaveTitle(words.projects.everyProjectTitle(resume.basics.name));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.projects.label);
    await expect(page.getByTestId('project-card')).toHaveCount(resume.projects.length);
    await expect(page.getByRole('link', { name: words.common.backTo(resume.basics.name) })).toHaveAttribute('href', path);
  }
});

test('a case study in German is at projects/de/<slug>/, in German, with every language as an alternate, and its card’s link leads there', async ({ page, request }) => {
  const { words, page: home } = languageOf('de');
  type Project = { name: string; 'x-case-study'?: string };
  const resume = (await (await request.get(`${home}resume.json`)).json()) as { basics: { name: string }; projects: Project[] };
  const studied = resume.projects.find((project) => project['x-case-study']);
  expect(studied, 'the tests’ content has a case study').toBeDefined();
  const study = studied!['x-case-study']!;
  expect(study).toMatch(new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}projects/de/[a-z0-9]+(?:-[a-z0-9]+)*/$`));
  await openLanguage(page, home);
  await page.getByRole('link', { name: words.projects.caseStudyOf(studied!.name) }).click();
  await expect(page).toHaveURL(study);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studied!.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', study);
  const slug = study.split('/').at(-2)!;
  const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
  expect(alternates).toEqual(
    expect.arrayContaining(LANGUAGES.map(({ code }) => `${code} ${address}projects/${code === defaultCode ? '' : `${code}/`}${slug}/`)),
  );
  await expect(page.getByRole('link', { name: words.common.backTo(resume.basics.name) })).toHaveAttribute('href', languageOf('de').path);
});

test('an unknown address, in any language’s folder, gets the 404 page in the default language', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/); // the browser reports the page's own status
  for (const unknown of [`${address}no-such-page`, `${languageOf('de').page}no-such-page`, `${languageOf('ar').page}no-such-page/`]) {
    const response = await page.goto(unknown);
    expect(response?.status(), unknown).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', defaultCode);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.heading);
  }
});

test.describe('a site of one language (.e2e/site)', () => {
  test.use({ baseURL: `${SITE_URL}/` });

  test('is <html lang="en" dir="ltr"> with no language menu, no hreflang, no og:locale alternates and one page in its sitemap', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The navbar is there: its menu's absence is not that of the whole bar.
    await expect(menuButton(page, en.nav.github)).toBeVisible();
    await expect(menuButton(page, en.languages.label)).toHaveCount(0);
    await expect(page.locator('link[hreflang]')).toHaveCount(0);
    expect(await content(page, 'meta[property="og:locale"]')).toBe('en');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    expect(locs[0]).toBe(`${SITE_URL}/`);
    expect(locs.slice(1).filter((loc) => !CASE_STUDY.test(loc))).toEqual([]);
    expect(sitemap).not.toContain('hreflang');
    expect((await request.get('/de/')).status()).toBe(404);
  });
});
