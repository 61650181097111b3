import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPages, type PostbuildStep } from './step';

const MEDIA = path.join('_next', 'static', 'media');
// A font an inline style names: url(<base path>/_next/static/media/<name>.woff2), quoted or not.
const FONT_URL = /url\((["']?)[^)"']*\/_next\/static\/media\/([^)"'/]+\.woff2)\1\)/g;
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
const LINK = /<link\b[^>]*>/g;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The page with each font its inline styles name written into them as a data: URL. `fontData` reads
 * a font by its file name; `fonts` are the names inlined. A font the page also preloads stops the
 * step: React adds the payload's hint for it again as it hydrates, so it would be fetched as well.
 */
export function inlineFonts(html: string, fontData: (name: string) => Buffer): { html: string; fonts: string[] } {
  const fonts = new Set<string>();
  const inlined = html.replace(STYLE, (_, open: string, css: string, close: string) => {
    const rewritten = css.replace(FONT_URL, (_url, _quote, name: string) => {
      fonts.add(name);
      return `url(data:font/woff2;base64,${fontData(name).toString('base64')})`;
    });
    return `${open}${rewritten}${close}`;
  });
  for (const [link] of inlined.matchAll(LINK)) {
    const name = (attribute(link, 'href') ?? '').split('/').pop() ?? '';
    if (attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'font' && fonts.has(name)) {
      throw new Error(`${name} is preloaded as well as written into the page, and would be fetched after all: set preload: false for it in app/fonts.ts.`);
    }
  }
  return { html: inlined, fonts: [...fonts] };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The spec keeps the spinner until the fonts have loaded, so a font fetched apart from its page
 * is a request's whole latency before the first paint: on slow 4G, 562 ms each after the page's own
 * (docs/performance.md). Written into the page's inline style, the subset fonts (about 32 KiB) come
 * with the HTML. The policy's font-src allows data: (harden-export.ts).
 */
export function inlineExportFonts(dir: string): string[] {
  const media = path.join(dir, MEDIA);
  const cache = new Map<string, Buffer>();
  const fontData = (name: string) => {
    const file = path.join(media, name);
    if (!existsSync(file)) throw new Error(`a page names the font ${name}, which the export does not hold (${path.join(MEDIA, name)})`);
    if (!cache.has(name)) cache.set(name, readFileSync(file));
    return cache.get(name)!;
  };
  const pages = readPages(dir);
  let count = 0;
  for (const page of pages) {
    const { html, fonts } = inlineFonts(page.html, fontData);
    if (fonts.length === 0) continue;
    writeFileSync(page.file, html);
    count += 1;
  }
  if (cache.size === 0) return ['no page names a font in its inline styles.'];
  const sizes = [...cache].map(([name, data]) => `${name} ${kib(data.length)}`).join(', ');
  return [`${count} of ${pages.length} pages hold their fonts in their inline styles: ${sizes}.`];
}

export const inlineFontsStep: PostbuildStep = { name: 'inline-fonts', firstPaint: false, run: inlineExportFonts };
