/** A tag's attributes as a crawler reads them: in any order, either quote. */
function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, double, single, bare] of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    found[name!.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return found;
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#39|lt|gt);/g, (_, entity: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[entity]!);
}

function tags(html: string, element: 'meta' | 'link' | 'a' | 'html'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map(([tag]) => attributes(tag));
}

export function metaContent(html: string, key: string): string | null {
  const meta = tags(html, 'meta').find((tag) => tag.name === key || tag.property === key);
  return meta?.content ?? null;
}

export function linkHref(html: string, rel: string): string | null {
  const link = tags(html, 'link').find((tag) => tag.rel?.split(/\s+/).includes(rel));
  return link?.href ?? null;
}

/** The attributes of the page's <html> element (lang, dir). */
export function htmlAttributes(html: string): Record<string, string> {
  return tags(html, 'html')[0] ?? {};
}

/** The page's `<link rel="alternate" type>` of that type: the JSON Resume's, for one. */
export function alternateOfType(html: string, type: string): string | null {
  const link = tags(html, 'link').find((tag) => tag.rel?.split(/\s+/).includes('alternate') && tag.type === type);
  return link?.href ?? null;
}

/** The page's `<link rel="alternate" hreflang>`: each language's page, and x-default. */
export function hreflangAlternates(html: string): { hreflang: string; href: string }[] {
  return tags(html, 'link')
    .filter((tag) => tag.rel?.split(/\s+/).includes('alternate') && tag.hreflang !== undefined)
    .map((tag) => ({ hreflang: tag.hreflang!, href: tag.href ?? '' }));
}

/** The page's links to a page in a language (`<a hreflang>`), as a language menu has them. */
export function languageLinks(html: string): { hreflang: string; href: string; current: boolean }[] {
  return tags(html, 'a')
    .filter((tag) => tag.hreflang !== undefined)
    .map((tag) => ({ hreflang: tag.hreflang!, href: tag.href ?? '', current: tag['aria-current'] === 'page' }));
}
