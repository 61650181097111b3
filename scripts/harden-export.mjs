// postbuild: a hash-based Content-Security-Policy in each page's <meta>, and the same policy with the
// other headers in _headers. Its rules carry the base path, since a host reads _headers only at the
// root it serves. No 'unsafe-inline' or eval: run-time styles go through the CSSOM, which style-src
// does not govern.
import './lib/build-env.ts';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath, liveRefreshBackend } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.ts';
import { exportedFiles } from './lib/export-files.ts';

const OUT = exportPath();
const BASE = basePath();

export const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/;

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash of an empty <style>, as emotion inserts them at run time before filling them. */
export const EMPTY_STYLE_HASH = sha256('');

export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1]));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]));
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((m) => m[1]);
  return { scripts, styles, styleAttributes };
}

/** The Supabase origin the browser's refresh talks to, decided as the page decides it. */
function supabaseOrigin() {
  const backend = liveRefreshBackend(process.env);
  return backend ? new URL(backend.url).origin : null;
}

export function contentSecurityPolicy({ scripts, styles, connect }) {
  const unique = (items) => [...new Set(items)].sort();
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...unique(scripts)],
    'style-src': ["'self'", ...unique([...styles, EMPTY_STYLE_HASH])],
    'img-src': ["'self'", 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(connect ? [connect] : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-src': ["'none'"],
    // The content refresh runs supabase-js in a worker from the site's own chunks.
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Rules never set the same header twice for one path (hosts merge matching rules differently), so
 * no-cache goes on each page and RSC payload by name, and immutable caching on hashed assets only.
 */
function headersFile(policy, uncachedPaths) {
  const noCache = uncachedPaths.map((route) => `${route}\n  Cache-Control: no-cache\n`).join('\n');
  // frame-ancestors only works as a header; in a <meta> the browser ignores it with a console error.
  return `# Written by scripts/harden-export.mjs after each build; for hosts that read _headers.
${BASE}/*
  Content-Security-Policy: ${policy}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()
  Cross-Origin-Opener-Policy: same-origin
  X-Frame-Options: DENY

${BASE}/_next/static/*
  Cache-Control: public, max-age=31536000, immutable

${noCache}`;
}

function uncachedPaths(files) {
  const paths = new Set(['/']);
  for (const file of files) {
    const relative = `/${path.relative(OUT, file).split(path.sep).join('/')}`;
    paths.add(relative);
    if (relative.endsWith('.html')) paths.add(relative.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  }
  return [...paths].sort().map((route) => `${BASE}${route}`);
}

function main() {
  const files = exportedFiles(OUT, /\.html$/);
  const pages = files.map((file) => ({ file, html: readFileSync(file, 'utf8').replace(CSP_META, '') }));
  const found = pages.map(({ file, html }) => ({ file, ...inlineHashes(html) }));
  // A Suspense boundary that suspended at build time is streamed out of order: its content sits in
  // a hidden <div> that only a script reveals, so without JavaScript it would never show.
  const streamed = pages.filter(({ html }) => /<template id="B:\d+">/.test(html));
  if (streamed.length > 0) {
    console.error(`[csp] content streamed out of order (hidden without JavaScript) in ${streamed.map((page) => path.relative(OUT, page.file)).join(', ')}.`);
    process.exit(1);
  }
  const withStyleAttributes = found.filter((page) => page.styleAttributes.length > 0);
  if (withStyleAttributes.length > 0) {
    // A style attribute in the HTML would need 'unsafe-hashes'; none is expected, so say so loudly.
    console.error(
      `[csp] style attributes in ${withStyleAttributes.map((page) => path.relative(OUT, page.file)).join(', ')}: ` +
        `${withStyleAttributes[0].styleAttributes.slice(0, 3).join(' | ')}. Move them into a stylesheet.`,
    );
    process.exit(1);
  }
  const policy = contentSecurityPolicy({
    scripts: found.flatMap((page) => page.scripts),
    styles: found.flatMap((page) => page.styles),
    connect: supabaseOrigin(),
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  for (const { file, html } of pages) {
    // First thing in <head> after the charset, so it governs every script and style that follows.
    const charset = /<meta charSet="utf-8"\s*\/?>/i;
    const hardened = charset.test(html) ? html.replace(charset, (tag) => `${tag}${meta}`) : html.replace('<head>', `<head>${meta}`);
    writeFileSync(file, hardened);
  }
  writeFileSync(path.join(OUT, '_headers'), headersFile(policy, uncachedPaths(exportedFiles(OUT, /\.(html|txt)$/))));
  const scriptCount = new Set(found.flatMap((page) => page.scripts)).size;
  console.log(`[csp] ${pages.length} pages: ${scriptCount} inline script hashes, connect-src ${supabaseOrigin() ?? "'self' only"}; wrote _headers.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
