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

function tags(html: string, element: 'meta' | 'link'): Record<string, string>[] {
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
