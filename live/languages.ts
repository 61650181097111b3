import type { LiveTarget } from '../lib/config';
import { direction } from '../lib/languages/locales';
import { htmlAttributes, hreflangAlternates, languageLinks, linkHref } from './html';
import { sameAddress, servedAddress } from './target';

/** One language's page: its code, its address as published, and where the copy checked serves it. */
export type LanguagePage = { code: string; address: string; url: string };

/** The site's languages as its page names them; `problems` says what the naming itself gets wrong. */
export type Languages = { pages: LanguagePage[]; xDefault: string | null; problems: string[] };

const isAbsolute = (href: string) => /^https?:\/\//i.test(href);

/**
 * The site's languages, found in the page at target.url as a crawler finds them: its hreflang
 * alternates, x-default aside. A page with none is a site of one language, its `<html lang>`.
 */
export function discoverLanguages(html: string, target: LiveTarget): Languages {
  const links = hreflangAlternates(html);
  if (links.length === 0) {
    const code = htmlAttributes(html).lang ?? '';
    return { pages: [{ code, address: target.siteUrl, url: target.url }], xDefault: null, problems: code ? [] : ['<html> has no lang attribute'] };
  }
  const problems: string[] = [];
  const pages: LanguagePage[] = [];
  let xDefault: string | null = null;
  for (const { hreflang, href } of links) {
    // A crawler reads only absolute alternates (they are how it finds the other pages).
    if (!isAbsolute(href)) problems.push(`hreflang="${hreflang}" names "${href}", not an absolute URL`);
    const address = new URL(href, target.siteUrl).href;
    if (hreflang === 'x-default') xDefault = address;
    else if (pages.some((page) => page.code === hreflang)) problems.push(`hreflang="${hreflang}" is named twice`);
    else pages.push({ code: hreflang, address, url: servedAddress(target, address) });
  }
  if (!xDefault) problems.push('no hreflang="x-default" alternate');
  else if (!pages.some((page) => sameAddress(page.address, xDefault!))) problems.push(`x-default names ${xDefault}, which is no language's page`);
  if (!pages.some((page) => sameAddress(page.address, target.siteUrl))) problems.push(`the page itself (${target.siteUrl}) is not among its alternates`);
  return { pages, xDefault, problems };
}

/** `<html lang dir>` of a language's page: its code, and its script's direction. */
export function documentLanguageProblems(html: string, page: LanguagePage): string[] {
  const { lang, dir } = htmlAttributes(html);
  const problems: string[] = [];
  if (lang !== page.code) problems.push(`<html lang> is ${lang === undefined ? 'missing' : `"${lang}"`}; expected "${page.code}"`);
  let expected: 'ltr' | 'rtl' | null = null;
  try {
    expected = direction(page.code);
  } catch {
    problems.push(`"${page.code}" is not a language tag`);
  }
  if (expected && dir !== expected) problems.push(`<html dir> is ${dir === undefined ? 'missing' : `"${dir}"`}; expected "${expected}"`);
  return problems;
}

/** The alternates and canonical of a language's page: the same languages as the site's, and itself. */
export function alternateProblems(html: string, page: LanguagePage, languages: Languages): string[] {
  const problems: string[] = [];
  const canonical = linkHref(html, 'canonical');
  if (!canonical) problems.push('no <link rel="canonical">');
  else if (!sameAddress(new URL(canonical, page.address).href, page.address)) problems.push(`canonical is ${canonical}; expected ${page.address}`);
  if (languages.pages.length < 2) {
    if (hreflangAlternates(html).length > 0) problems.push('hreflang alternates on a site of one language');
    return problems;
  }
  const named = new Map(hreflangAlternates(html).map(({ hreflang, href }) => [hreflang, new URL(href, page.address).href]));
  const expected = new Map([...languages.pages.map((other) => [other.code, other.address] as const), ['x-default', languages.xDefault ?? '']]);
  for (const [code, address] of expected) {
    const found = named.get(code);
    if (found === undefined) problems.push(`no hreflang="${code}" alternate (${address})`);
    else if (!sameAddress(found, address)) problems.push(`hreflang="${code}" names ${found}; the site's page names ${address}`);
  }
  for (const code of named.keys()) if (!expected.has(code)) problems.push(`hreflang="${code}" is no language of the site's page`);
  return problems;
}

/**
 * The language menu in a language's page as served (it is plain links, for visitors without
 * JavaScript): a link to each language's page, the page's own marked as current. None on a site
 * of one language.
 */
export function languageMenuProblems(html: string, page: LanguagePage, languages: Languages): string[] {
  const links = languageLinks(html);
  if (languages.pages.length < 2) return links.length > 0 ? [`${links.length} links to a page in a language on a site of one language`] : [];
  const problems: string[] = [];
  for (const language of languages.pages) {
    const link = links.find((candidate) => candidate.hreflang === language.code);
    if (!link) {
      problems.push(`no link to the ${language.code} page (<a hreflang="${language.code}">)`);
      continue;
    }
    const leadsTo = new URL(link.href, page.url).href;
    if (!sameAddress(leadsTo, language.url)) problems.push(`the link to the ${language.code} page leads to ${leadsTo}; expected ${language.url}`);
    if (link.current !== (language === page)) problems.push(`the link to the ${language.code} page ${link.current ? 'is' : 'is not'} marked aria-current="page"`);
  }
  return problems;
}
