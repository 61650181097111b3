import { alternateOfType, hreflangAlternates, htmlAttributes, languageLinks, linkHref, metaContent } from './html';

describe('reading the HTML as served', () => {
  const html = `<head><meta charSet="utf-8"/><meta name="build-id" content="123-1"/>
    <meta content='https://example.com/og.png?a=1&amp;b=2' property="og:image">
    <link rel="icon" href="/icon.svg"/><link rel="canonical" href="https://example.com/portfolio"/></head>`;

  it('finds a meta by name or property, attributes in any order and either quote, entities decoded', () => {
    expect(metaContent(html, 'build-id')).toBe('123-1');
    expect(metaContent(html, 'og:image')).toBe('https://example.com/og.png?a=1&b=2');
    expect(metaContent(html, 'description')).toBeNull();
  });

  it('finds a link by one of its rel values', () => {
    expect(linkHref(html, 'canonical')).toBe('https://example.com/portfolio');
    expect(linkHref('<link rel="preload stylesheet" href="/a.css">', 'stylesheet')).toBe('/a.css');
    expect(linkHref(html, 'manifest')).toBeNull();
  });
});

describe('reading the languages of the HTML as served', () => {
  const html = `<html lang="de" dir="ltr" class="a"><head><link rel="alternate" hrefLang="en" href="https://example.com/"/>
    <link rel="alternate" hreflang="x-default" href="https://example.com/"/><link rel="alternate" type="application/json" href="https://example.com/de/resume.json"/></head>
    <body><article><a href="/x">x</a><a role="menuitem" href="/de/" hrefLang="de" lang="de" aria-current="page">Deutsch</a><a href="/" hreflang="en">English</a></article></body></html>`;

  it("reads <html>'s attributes, the hreflang alternates and the alternate of a type", () => {
    expect(htmlAttributes(html)).toEqual({ lang: 'de', dir: 'ltr', class: 'a' });
    expect(hreflangAlternates(html)).toEqual([
      { hreflang: 'en', href: 'https://example.com/' },
      { hreflang: 'x-default', href: 'https://example.com/' },
    ]);
    expect(alternateOfType(html, 'application/json')).toBe('https://example.com/de/resume.json');
    expect(alternateOfType(html, 'application/rss+xml')).toBeNull();
  });

  it('finds the links to a page in a language, and the one marked current', () => {
    expect(languageLinks(html)).toEqual([
      { hreflang: 'de', href: '/de/', current: true },
      { hreflang: 'en', href: '/', current: false },
    ]);
  });
});
