import { linkHref, metaContent } from './html';

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
