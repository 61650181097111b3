import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePath, liveRefreshBackend } from '../../lib/config';
import { exportedFiles } from '../lib/export-files';
import { loadsFramework } from '../lib/framework-scripts';
import { ShapeError } from '../lib/shape-error';
import { type PostbuildStep, readPages, rewritePages } from './step';

const name = 'harden-export';

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/;
const CHARSET = /<meta charSet="utf-8"\s*\/?>/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** emotion inserts empty <style> elements at run time before filling them through the CSSOM. */
const EMPTY_STYLE_HASH = sha256('');

type Hashes = { scripts: string[]; styles: string[] };

/** A style attribute would need 'unsafe-hashes', and a page of the app without a <head> has nowhere for the policy. */
function inlineHashes(html: string): Hashes {
  if (loadsFramework(html) && !CHARSET.test(html) && !html.includes('<head>')) {
    throw new ShapeError('a <head> to put the Content-Security-Policy <meta> in', 'none', 'The page would be published without its policy.');
  }
  // A Suspense boundary that suspended at build time is streamed out of order: its content sits in
  // a hidden <div> that only a script reveals, so without JavaScript it would never show.
  const streamed = /<template id="B:\d+">/.exec(html);
  if (streamed) throw new ShapeError('content rendered in order', `content streamed out of order (${streamed[0]})`, 'Without JavaScript it would stay hidden.');
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((match) => match[1]);
  if (styleAttributes.length > 0) {
    throw new ShapeError("no style attribute (it would need 'unsafe-hashes')", styleAttributes.slice(0, 3).join(' | '), 'Move them into a stylesheet.');
  }
  return {
    scripts: [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => sha256(match[1]!)),
    styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1]!)),
  };
}

function contentSecurityPolicy({ scripts, styles, connect }: Hashes & { connect: string | null }): string {
  const unique = (items: string[]) => [...new Set(items)].sort();
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
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join('; ');
}

/** Rules never set a header twice for one path: hosts merge matching rules differently. */
function headersFile(base: string, policy: string, uncachedPaths: string[]): string {
  const noCache = uncachedPaths.map((route) => `${route}\n  Cache-Control: no-cache\n`).join('\n');
  // frame-ancestors only works as a header; in a <meta> the browser ignores it with a console error.
  // No Cross-Origin-Opener-Policy: it would give every visit a fresh renderer process (a browsing
  // context group swap, and on Android a dedicated process per site), whose cold start made the
  // page's main-thread work before its first paint 1.7 times as long (docs/performance.md). A page
  // with no session and no secrets has nothing for an opener to reach, and its outbound links
  // already cut the opener.
  return `# Written by the post-build's harden-export step (scripts/postbuild/harden-export.ts); for hosts that read _headers.
${base}/*
  Content-Security-Policy: ${policy}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()
  X-Frame-Options: DENY

${base}/_next/static/*
  Cache-Control: public, max-age=31536000, immutable

${noCache}`;
}

function uncachedPaths(dir: string, base: string): string[] {
  const paths = new Set(['/']);
  for (const file of exportedFiles(dir, /\.(html|txt)$/)) {
    const relative = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    paths.add(relative);
    if (relative.endsWith('.html')) paths.add(relative.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
  }
  return [...paths].sort().map((route) => `${base}${route}`);
}

function supabaseOrigin(): string | null {
  const backend = liveRefreshBackend(process.env);
  return backend ? new URL(backend.url).origin : null;
}

/** No 'unsafe-inline' or eval: run-time styles go through the CSSOM, which style-src does not govern. */
export const hardenExportStep: PostbuildStep = {
  name,
  run: (dir) => {
    const pages = readPages(dir).map((page) => ({ ...page, html: page.html.replace(CSP_META, '') }));
    const found = rewritePages(name, pages, (page) => inlineHashes(page.html));
    const connect = supabaseOrigin();
    const policy = contentSecurityPolicy({
      scripts: found.flatMap(({ result }) => result.scripts),
      styles: found.flatMap(({ result }) => result.styles),
      connect,
    });
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
    for (const { file, html } of pages) {
      // First in <head> after the charset, so that it governs every script and style that follows.
      writeFileSync(file, CHARSET.test(html) ? html.replace(CHARSET, (tag) => `${tag}${meta}`) : html.replace('<head>', `<head>${meta}`));
    }
    const base = basePath();
    writeFileSync(path.join(dir, '_headers'), headersFile(base, policy, uncachedPaths(dir, base)));
    const scripts = new Set(found.flatMap(({ result }) => result.scripts)).size;
    return [`${pages.length} pages: ${scripts} inline script hashes, connect-src ${connect ?? "'self' only"}; wrote _headers.`];
  },
};
