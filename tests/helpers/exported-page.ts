import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GATE_SIGNAL } from '@/components/first-paint/before-paint';

const push = (chunk: unknown) => `<script>self.__next_f.push(${JSON.stringify(chunk).replace(/</g, '\\u003c')})</script>`;

/** The framework's scripts of an exported page, under the base path: in <head>, then the nomodule polyfills and the page's own in <body>. */
export const frameworkScriptPaths = (base = '/portfolio') => ({
  head: [`${base}/_next/static/chunks/a.js`, `${base}/_next/static/chunks/turbopack-b.js`],
  noModule: `${base}/_next/static/chunks/polyfills.js`,
  page: `${base}/_next/static/chunks/page.js`,
});

/**
 * A page as `next build` exports it, in the shapes the post-build rewrites: the framework's script
 * tags in <head> and <body> with a preload, the app's page gate, `body` as the content, and the RSC
 * payload's bootstrap followed by one push per chunk of `rows`.
 */
export function exportedPage({ body = '<p>content</p>', rows = ['0:["$","p",null,{}]\n'], base = '/portfolio' }: { body?: string; rows?: string[]; base?: string } = {}): string {
  const scripts = frameworkScriptPaths(base);
  return [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    `<link rel="preload" href="${base}/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>`,
    `<link rel="preload" as="script" fetchPriority="low" href="${scripts.page}"/>`,
    ...scripts.head.map((src) => `<script src="${src}" async=""></script>`),
    `<script>(function(config){performance.mark(config.openName)})({${GATE_SIGNAL}})</script>`,
    `</head><body>${body}`,
    `<script src="${scripts.noModule}" noModule=""></script>`,
    '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
    `<script src="${scripts.page}" async=""></script>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    rows.map((chunk) => push([1, chunk])).join('<p>between</p>'),
    '</body></html>',
  ].join('');
}

/** An export folder in the system's temporary folder: the given pages, and a file for each framework script they name. */
export function writeExport(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'postbuild-'));
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), html);
    for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="[^"]*?(\/_next\/[^"]+)"/g)) {
      mkdirSync(path.dirname(path.join(dir, src!)), { recursive: true });
      writeFileSync(path.join(dir, src!), `/* ${src} */`);
    }
  }
  return dir;
}
