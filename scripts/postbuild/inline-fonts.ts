import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assetFile } from '../lib/export-files';
import { readPages, rewritePages, type PostbuildStep } from './step';

// A font an inline style names: url(<base path>/_next/static/media/<name>.woff2), quoted or not.
const FONT_URL = /url\((["']?)([^)"']*\/_next\/static\/media\/[^)"'/]+\.woff2)\1\)/g;
const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;
const LINK = /<link\b[^>]*>/g;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The page with each font its inline styles name written into them as a data: URL. `fontData` reads
 * a font by its URL; `fonts` are the URLs inlined. A font the page also preloads stops the step:
 * React adds the payload's hint for it again as it hydrates, so it would be fetched as well.
 */
export function inlineFonts(html: string, fontData: (url: string) => Buffer): { html: string; fonts: string[] } {
  const fonts = new Set<string>();
  const inlined = html.replace(STYLE, (_, open: string, css: string, close: string) => {
    const rewritten = css.replace(FONT_URL, (_url, _quote, url: string) => {
      fonts.add(url);
      return `url(data:font/woff2;base64,${fontData(url).toString('base64')})`;
    });
    return `${open}${rewritten}${close}`;
  });
  for (const [link] of inlined.matchAll(LINK)) {
    const href = attribute(link, 'href') ?? '';
    if (attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'font' && fonts.has(href)) {
      throw new Error(`${href} is preloaded as well as written into the page, and would be fetched after all: set preload: false for it in app/fonts.ts.`);
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
  const cache = new Map<string, Buffer>();
  const fontData = (url: string) => {
    const file = assetFile(dir, url);
    if (!cache.has(file)) {
      if (!existsSync(file)) throw new Error(`names the font ${url}, which the export does not hold`);
      cache.set(file, readFileSync(file));
    }
    return cache.get(file)!;
  };
  const pages = readPages(dir);
  // Nothing is written until every page has passed.
  const inlined = rewritePages(inlineFontsStep, pages, (page) => inlineFonts(page.html, fontData)).filter(({ result }) => result.fonts.length > 0);
  for (const { page, result } of inlined) writeFileSync(page.file, result.html);
  if (cache.size === 0) return ['no page names a font in its inline styles.'];
  const sizes = [...cache].map(([file, data]) => `${path.basename(file)} ${kib(data.length)}`).join(', ');
  return [`${inlined.length} of ${pages.length} pages hold their fonts in their inline styles: ${sizes}.`];
}

export const inlineFontsStep: PostbuildStep = { name: 'inline-fonts', firstPaint: false, run: inlineExportFonts };
