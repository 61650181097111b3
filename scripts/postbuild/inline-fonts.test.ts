import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineExportFonts, inlineFonts } from './inline-fonts';

const INTER = 'inter_latin_wght_normal-s.p.0gsaq8ukbf34m.subset-cc69a476a41b.woff2';
const FRAUNCES = 'fraunces_latin_300_normal-s.p.0nbjje-0gseh1.subset-7f01e8d39ba1.woff2';
const bytes: Record<string, Buffer> = { [INTER]: Buffer.from('wOF2 inter'), [FRAUNCES]: Buffer.from('wOF2 fraunces') };
/** The font a URL names, under any base path. */
const fontAt = (url: string) => bytes[url.split('/').pop()!]!;
const dataUrl = (name: string) => `url(data:font/woff2;base64,${bytes[name]!.toString('base64')})`;

const preload = (href: string) => `<link rel="preload" href="${href}" as="font" crossorigin="" type="font/woff2"/>`;

/** A page as Next exports it: the fonts in the inlined stylesheet (app/fonts.ts preloads none). */
const page = (base = '') =>
  '<!DOCTYPE html><html><head>' +
  `<link rel="preload" href="${base}/og.png" as="image"/>` +
  `<style data-precedence="next">@font-face{font-family:inter;src:url(${base}/_next/static/media/${INTER})format("woff2");font-display:swap}` +
  `@font-face{font-family:fraunces;src:url("${base}/_next/static/media/${FRAUNCES}")format("woff2")}body{color:red}</style>` +
  `</head><body><p>url(/_next/static/media/${INTER}) is text, not a style</p></body></html>`;

describe('inlineFonts', () => {
  it('writes each font its inline styles name into them', () => {
    const { html, fonts } = inlineFonts(page(), fontAt);
    expect(fonts.sort()).toEqual([`/_next/static/media/${FRAUNCES}`, `/_next/static/media/${INTER}`]);
    expect(html).toContain(`src:${dataUrl(INTER)}format("woff2")`);
    expect(html).toContain(`src:${dataUrl(FRAUNCES)}format("woff2")`);
    expect(html).not.toContain('/_next/static/media/fraunces');
    expect(html).toContain('<link rel="preload" href="/og.png" as="image"/>');
    // Outside a <style>, the same text is the page's to show.
    expect(html).toContain(`<p>url(/_next/static/media/${INTER}) is text, not a style</p>`);
  });

  it('finds the fonts under a base path too', () => {
    const { html, fonts } = inlineFonts(page('/portfolio'), fontAt);
    expect(fonts).toHaveLength(2);
    expect(html).not.toContain('/portfolio/_next/static/media/');
  });

  it('leaves a page without fonts as it was, a preload of a font it does not inline included', () => {
    const bare = `<html><head>${preload(`/_next/static/media/${INTER}`)}<style>body{margin:0}</style></head></html>`;
    expect(inlineFonts(bare, () => Buffer.alloc(0))).toEqual({ html: bare, fonts: [] });
  });

  it('stops at a font the page also preloads, which hydration would fetch after all, naming the fix', () => {
    const preloaded = page().replace('<head>', `<head>${preload(`/_next/static/media/${INTER}`)}`);
    expect(() => inlineFonts(preloaded, fontAt)).toThrow(`/_next/static/media/${INTER} is preloaded as well as written into the page, and would be fetched after all: set preload: false for it in app/fonts.ts.`);
  });
});

describe('inlineExportFonts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inline-fonts-'));
    mkdirSync(path.join(dir, '_next', 'static', 'media'), { recursive: true });
    mkdirSync(path.join(dir, 'projects'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites every page that names a font, and says which fonts and how large', () => {
    for (const [name, data] of Object.entries(bytes)) writeFileSync(path.join(dir, '_next', 'static', 'media', name), data);
    writeFileSync(path.join(dir, 'index.html'), page());
    writeFileSync(path.join(dir, 'projects', 'index.html'), page());
    writeFileSync(path.join(dir, 'google123.html'), 'google-site-verification: google123.html');
    const lines = inlineExportFonts(dir);
    expect(lines).toEqual([expect.stringMatching(/^2 of 3 pages hold their fonts in their inline styles: .*\.woff2 0\.0 KiB, .*\.woff2 0\.0 KiB\.$/)]);
    for (const file of ['index.html', 'projects/index.html']) expect(readFileSync(path.join(dir, file), 'utf8')).toContain(dataUrl(INTER));
    expect(readFileSync(path.join(dir, 'google123.html'), 'utf8')).toBe('google-site-verification: google123.html');
  });

  it('stops, naming each page and the font, when a page names one the export does not hold, and writes nothing', () => {
    writeFileSync(path.join(dir, '_next', 'static', 'media', FRAUNCES), bytes[FRAUNCES]!);
    writeFileSync(path.join(dir, 'index.html'), page());
    writeFileSync(path.join(dir, 'projects', 'index.html'), page());
    expect(() => inlineExportFonts(dir)).toThrow(
      `[inline-fonts] index.html: names the font /_next/static/media/${INTER}, which the export does not hold\n` +
        `[inline-fonts] projects/index.html: names the font /_next/static/media/${INTER}, which the export does not hold`,
    );
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(page());
  });

  it('says so when no page names a font', () => {
    writeFileSync(path.join(dir, 'index.html'), '<html><head><style>body{margin:0}</style></head></html>');
    expect(inlineExportFonts(dir)).toEqual(['no page names a font in its inline styles.']);
  });
});
