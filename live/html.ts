/**
 * Reads a <meta> or <link> of a page's HTML as the server sent it: what a crawler, a link preview or
 * a check of the build id sees, before any script runs. Attributes in any order, either quote.
 */
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

function tags(html: string, element: 'meta' | 'link'): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${element}\\b[^>]*>`, 'gi'))].map(([tag]) => attributes(tag));
}

/** The content of <meta name="…"> or <meta property="…">, or null. */
export function metaContent(html: string, key: string): string | null {
  const meta = tags(html, 'meta').find((tag) => tag.name === key || tag.property === key);
  return meta?.content ?? null;
}

/** The href of <link rel="…">, or null. */
export function linkHref(html: string, rel: string): string | null {
  const link = tags(html, 'link').find((tag) => tag.rel?.split(/\s+/).includes(rel));
  return link?.href ?? null;
}
