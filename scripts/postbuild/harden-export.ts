import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePath, liveRefreshBackend } from '../../lib/config';
import { exportedFiles } from '../lib/export-files';
import { ShapeError } from '../lib/shape-error';
import { type PostbuildStep, readPages, rewritePages, StepError } from './step';

const name = 'harden-export';

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/;
const CHARSET = /<meta charSet="utf-8"\s*\/?>/i;
const HEAD = /<head\b[^>]*>/i;

/**
 * Cloudflare Pages reads at most 100 rules and 2,000 characters a line from _headers
 * (https://developers.cloudflare.com/pages/configuration/headers/, "Limits"); Netlify documents none.
 */
export const HEADERS_LIMITS = { rules: 100, lineChars: 2000 };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** emotion inserts empty <style> elements at run time before filling them through the CSSOM. */
const EMPTY_STYLE_HASH = sha256('');

type Hashes = { scripts: string[]; styles: string[] };

/**
 * Every inline script and style of the file, whatever put it there. A file with no <head> and no
 * inline code (an ownership proof from public/) is no page of the app and is left as it is: the
 * header's policy covers it. One with inline code and nowhere for the <meta> is refused.
 */
function inlineHashes(html: string): Hashes {
  const hashes = {
    scripts: [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => sha256(match[1]!)),
    styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1]!)),
  };
  if (!HEAD.test(html) && hashes.scripts.length + hashes.styles.length > 0) {
    throw new ShapeError('a <head> to put the Content-Security-Policy <meta> in, in a page with inline scripts or styles', 'none', 'The page would be published with no policy naming its inline code.');
  }
  // A Suspense boundary that suspended at build time is streamed out of order: its content sits in
  // a hidden <div> that only a script reveals, so without JavaScript it would never show.
  const streamed = /<template id="B:\d+">/.exec(html);
  if (streamed) throw new ShapeError('content rendered in order', `content streamed out of order (${streamed[0]})`, 'Without JavaScript it would stay hidden.');
  const styleAttributes = [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((match) => match[1]);
  if (styleAttributes.length > 0) {
    throw new ShapeError("no style attribute (it would need 'unsafe-hashes')", styleAttributes.slice(0, 3).join(' | '), 'Move them into a stylesheet.');
  }
  return hashes;
}

/**
 * Whole in each page's <meta>, with that page's own hashes. The _headers policy leaves out what
 * needs them: script-src, style-src and default-src, their fallback (a response must pass every
 * policy it gets, so a header `script-src 'self'` would block what the meta allows). With Next's own
 * export the payload is many inline scripts: at 1,000 projects their hashes pass a header line's limit.
 */
const HASHED_DIRECTIVES = new Set(['default-src', 'script-src', 'style-src']);

function directives({ scripts, styles, connect }: Hashes & { connect: string | null }): Array<[string, string[]]> {
  const unique = (items: string[]) => [...new Set(items)].sort();
  return Object.entries({
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
  });
}

const policyOf = (entries: Array<[string, string[]]>) => entries.map(([directive, values]) => `${directive} ${values.join(' ')}`).join('; ');

export function pagePolicy(hashes: Hashes, connect: string | null): string {
  return policyOf(directives({ ...hashes, connect }));
}

export function headerPolicy(connect: string | null): string {
  // frame-ancestors only works as a header; in a <meta> the browser ignores it with a console error.
  const unhashed = directives({ scripts: [], styles: [], connect }).filter(([directive]) => !HASHED_DIRECTIVES.has(directive));
  return policyOf([...unhashed, ['frame-ancestors', ["'none'"]]]);
}

/** Rules never set a header twice for one path: hosts merge matching rules differently. */
function headersFile(base: string, policy: string, uncachedPaths: string[]): string {
  const noCache = uncachedPaths.map((route) => `${route}\n  Cache-Control: no-cache\n`).join('\n');
  // No Cross-Origin-Opener-Policy: it would give every visit a fresh renderer process (a browsing
  // context group swap, and on Android a dedicated process per site), whose cold start made the
  // page's main-thread work before its first paint 1.7 times as long (docs/performance.md). A page
  // with no session and no secrets has nothing for an opener to reach, and its outbound links
  // already cut the opener.
  return `# Written by the post-build's harden-export step (scripts/postbuild/harden-export.ts); for hosts that read _headers.
# Each page's <meta> holds its whole Content-Security-Policy; this one adds what a <meta> cannot carry.
${base}/*
  Content-Security-Policy: ${policy}
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

/** What Cloudflare Pages would not read whole is refused, not published. */
function checkHeadersFile(text: string): void {
  const rules = text.split('\n').filter((line) => line && !/^\s|^#/.test(line)).length;
  const long = text.split('\n').filter((line) => line.length > HEADERS_LIMITS.lineChars);
  const problems = [
    ...(rules > HEADERS_LIMITS.rules ? [`${rules} rules`] : []),
    ...long.map((line) => `a line of ${line.length} characters: ${line.slice(0, 60)}…`),
  ];
  if (problems.length === 0) return;
  const error = new ShapeError(`a _headers within Cloudflare Pages' limits (${HEADERS_LIMITS.rules} rules, ${HEADERS_LIMITS.lineChars} characters a line)`, problems.join('; '), 'The host would drop what passes them.');
  throw new StepError(name, [{ page: '_headers', message: error.message }]);
}

/** No 'unsafe-inline' or eval: run-time styles go through the CSSOM, which style-src does not govern. */
export const hardenExportStep: PostbuildStep = {
  name,
  firstPaint: false,
  run: (dir) => {
    const pages = readPages(dir).map((page) => ({ ...page, html: page.html.replace(CSP_META, '') }));
    const found = rewritePages(hardenExportStep, pages, (page) => inlineHashes(page.html));
    const connect = supabaseOrigin();
    let hardened = 0;
    for (const { page, result } of found) {
      if (!HEAD.test(page.html)) continue;
      const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(result, connect)}"/>`;
      // First in <head> after the charset, so that it governs every script and style that follows.
      writeFileSync(page.file, CHARSET.test(page.html) ? page.html.replace(CHARSET, (tag) => `${tag}${meta}`) : page.html.replace(HEAD, (tag) => `${tag}${meta}`));
      hardened++;
    }
    const base = basePath();
    const headers = headersFile(base, headerPolicy(connect), uncachedPaths(dir, base));
    checkHeadersFile(headers);
    writeFileSync(path.join(dir, '_headers'), headers);
    const scripts = new Set(found.flatMap(({ result }) => result.scripts)).size;
    return [`${hardened} of ${pages.length} pages: a policy each, ${scripts} inline script hashes in all, connect-src ${connect ?? "'self' only"}; wrote _headers.`];
  },
};
