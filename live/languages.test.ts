import { liveTarget } from '../lib/config';
import { alternateProblems, discoverLanguages, documentLanguageProblems, languageMenuProblems, type Languages } from './languages';

// A copy served on this machine of the site published at https://owner.github.io/portfolio/.
const target = liveTarget({ LIVE_URL: 'http://127.0.0.1:8788/portfolio/', LIVE_SITE_URL: 'https://owner.github.io/portfolio/' });
const site = 'https://owner.github.io/portfolio/';

const ALTERNATES = `
  <link rel="alternate" hrefLang="en" href="${site}"/>
  <link rel="alternate" hrefLang="de" href="${site}de/"/>
  <link rel="alternate" hrefLang="ar" href="${site}ar/"/>
  <link rel="alternate" hrefLang="x-default" href="${site}"/>
  <link rel="alternate" type="application/json" href="${site}resume.json"/>`;

/** A language's page as the site writes it: head, and the navbar's menu of plain links. */
function pageIn(code: string, { dir = 'ltr', alternates = ALTERNATES, menu = true } = {}) {
  const folder = code === 'en' ? '' : `${code}/`;
  const item = (other: string) =>
    `<li role="none"><a role="menuitem" href="/portfolio/${other === 'en' ? '' : `${other}/`}" hrefLang="${other}" lang="${other}"${other === code ? ' aria-current="page"' : ''}>${other}</a></li>`;
  return `<!DOCTYPE html><html lang="${code}" dir="${dir}" class="x"><head><link rel="canonical" href="${site}${folder}"/>${alternates}</head>
    <body><a href="https://www.linkedin.com/in/x">LinkedIn</a>${menu ? `<ul role="menu">${['en', 'de', 'ar'].map(item).join('')}</ul>` : ''}</body></html>`;
}

const languages = discoverLanguages(pageIn('en'), target) as Languages;
const [en, de, ar] = languages.pages;

describe('discovering the languages from the published page', () => {
  it('reads its hreflang alternates: each page as published and where the copy checked serves it, x-default aside', () => {
    expect(languages).toEqual({
      pages: [
        { code: 'en', address: site, url: 'http://127.0.0.1:8788/portfolio/' },
        { code: 'de', address: `${site}de/`, url: 'http://127.0.0.1:8788/portfolio/de/' },
        { code: 'ar', address: `${site}ar/`, url: 'http://127.0.0.1:8788/portfolio/ar/' },
      ],
      xDefault: site,
      problems: [],
    });
  });

  it('takes a page with no alternates for a site of one language, its <html lang>', () => {
    const one = `<html lang="en" dir="ltr"><head><link rel="canonical" href="${site}"/></head><body></body></html>`;
    expect(discoverLanguages(one, target)).toEqual({ pages: [{ code: 'en', address: site, url: target.url }], xDefault: null, problems: [] });
    expect(discoverLanguages('<html><head></head></html>', target).problems).toEqual(['<html> has no lang attribute']);
  });

  it('says what the alternates get wrong: relative, twice, no x-default, the page itself missing', () => {
    const alternates = `<link rel="alternate" hreflang="de" href="/portfolio/de/"><link hreflang="de" rel="alternate" href="${site}de/"><link rel="alternate" hreflang="ar" href='${site}ar/'>`;
    expect(discoverLanguages(`<html lang="en"><head>${alternates}</head></html>`, target).problems).toEqual([
      'hreflang="de" names "/portfolio/de/", not an absolute URL',
      'hreflang="de" is named twice',
      'no hreflang="x-default" alternate',
      `the page itself (${site}) is not among its alternates`,
    ]);
    const stray = `${ALTERNATES.replace(`hrefLang="x-default" href="${site}"`, `hrefLang="x-default" href="${site}choose/"`)}`;
    expect(discoverLanguages(`<html lang="en"><head>${stray}</head></html>`, target).problems).toEqual([`x-default names ${site}choose/, which is no language's page`]);
  });
});

describe("each language's page", () => {
  it('passes when it is the page its alternates say', () => {
    for (const [page, dir] of [
      [en!, 'ltr'],
      [de!, 'ltr'],
      [ar!, 'rtl'],
    ] as const) {
      const html = pageIn(page.code, { dir });
      expect([documentLanguageProblems(html, page), alternateProblems(html, page, languages), languageMenuProblems(html, page, languages)]).toEqual([[], [], []]);
    }
  });

  it("names a wrong or missing <html lang> and a direction other than its script's", () => {
    expect(documentLanguageProblems(pageIn('en'), ar!)).toEqual(['<html lang> is "en"; expected "ar"', '<html dir> is "ltr"; expected "rtl"']);
    expect(documentLanguageProblems(pageIn('ar', { dir: 'ltr' }), ar!)).toEqual(['<html dir> is "ltr"; expected "rtl"']);
    expect(documentLanguageProblems('<html>', de!)).toEqual(['<html lang> is missing; expected "de"', '<html dir> is missing; expected "ltr"']);
  });

  it('names an alternate that is missing or elsewhere, and a canonical that is not the page', () => {
    const html = pageIn('de').replace(`hrefLang="ar" href="${site}ar/"`, `hrefLang="ar" href="${site}arabic/"`).replace(/<link rel="alternate" hrefLang="x-default"[^>]*>/, '');
    expect(alternateProblems(html, de!, languages)).toEqual([`hreflang="ar" names ${site}arabic/; the site's page names ${site}ar/`, `no hreflang="x-default" alternate (${site})`]);
    expect(alternateProblems(pageIn('en'), de!, languages)).toEqual([`canonical is ${site}; expected ${site}de/`]);
  });

  it("names a menu without a language's link, one leading elsewhere, and the wrong one marked current", () => {
    expect(languageMenuProblems(pageIn('de', { menu: false }), de!, languages)).toEqual(['no link to the en page (<a hreflang="en">)', 'no link to the de page (<a hreflang="de">)', 'no link to the ar page (<a hreflang="ar">)']);
    const html = pageIn('de').replace('href="/portfolio/ar/"', 'href="/ar/"');
    expect(languageMenuProblems(html, en!, languages)).toEqual([
      'the link to the en page is not marked aria-current="page"',
      'the link to the de page is marked aria-current="page"',
      'the link to the ar page leads to http://127.0.0.1:8788/ar/; expected http://127.0.0.1:8788/portfolio/ar/',
    ]);
  });

  it('on a site of one language: neither alternates nor a language menu', () => {
    const one = discoverLanguages('<html lang="en" dir="ltr">', target);
    const page = one.pages[0]!;
    expect(alternateProblems(`<link rel="canonical" href="${site}">`, page, one)).toEqual([]);
    expect(languageMenuProblems('<a href="/">home</a>', page, one)).toEqual([]);
    expect(alternateProblems(pageIn('en'), page, one)).toEqual(['hreflang alternates on a site of one language']);
    expect(languageMenuProblems(pageIn('en'), page, one)).toEqual(['3 links to a page in a language on a site of one language']);
  });
});
