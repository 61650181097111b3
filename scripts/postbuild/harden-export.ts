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

/** Cloudflare Pages reads at most these from _headers (its docs' "Limits"); Netlify documents none. */
export const HEADERS_LIMITS = { rules: 100, lineChars: 2000 };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** emotion inserts empty <style> elements at run time before filling them through the CSSOM. */
const EMPTY_STYLE_HASH = sha256('');

type Hashes = { scripts: string[]; styles: string[]; styleAttributes: string[] };

const RAW_TEXT = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** As the browser hashes it: the value parsed, its character references decoded. */
function attributeValue(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (reference, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(Number.parseInt(name.slice(1).replace(/^x/i, '0x'), name[1]?.toLowerCase() === 'x' ? 16 : 10));
    const character = ENTITIES[name.toLowerCase()];
    if (character === undefined) throw new ShapeError('style attributes with no named character reference but &amp; &quot; &apos; &lt; &gt;', reference, 'Its hash would not be the one the browser computes.');
    return character;
  });
}

/** A boundary suspended at build time: a <template id="B:…"> where its content belongs, and the
 * content in a hidden <div> that only a script moves in. */
function outOfOrderBoundaries(html: string): string[] {
  return [...html.matchAll(/<template id="(B:\d+)"><\/template>/g)].map((match) => {
    const before = html.slice(0, match.index).replace(RAW_TEXT, '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    return `the Suspense boundary ${match[1]}, after "${before.slice(-60)}"`;
  });
}

/** Whatever put them there. A file with neither a <head> nor inline code (an ownership proof from
 * public/) is left to the header's policy; one with inline code and no <head> is refused. */
function inlineHashes(html: string): Hashes {
  const hashes = {
    scripts: [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => sha256(match[1]!)),
    styles: [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1]!)),
    styleAttributes: [...html.replace(RAW_TEXT, '').matchAll(/\sstyle="([^"]*)"/gi)].map((match) => sha256(attributeValue(match[1]!))),
  };
  if (!HEAD.test(html) && hashes.scripts.length + hashes.styles.length + hashes.styleAttributes.length > 0) {
    throw new ShapeError('a <head> to put the Content-Security-Policy <meta> in, in a page with inline scripts or styles', 'none', 'The page would be published with no policy naming its inline code.');
  }
  const streamed = outOfOrderBoundaries(html);
  if (streamed.length > 0) {
    const fix = 'Let what it waits for resolve before the page is written (await it above the boundary), in either FIRST_PAINT mode.';
    throw new ShapeError('content rendered in order', `content streamed out of order: ${streamed.join('; ')}`, `Only a script shows it: visitors without JavaScript would see nothing of it. ${fix}`);
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

/** CSP3's 'unsafe-hashes' lets a hash allow a style attribute: Chromium 69+, Firefox 109+ (so ESR 115), Safari 15.4+ (MDN's data). */
function directives({ scripts, styles, styleAttributes, connect }: Hashes & { connect: string | null }): Array<[string, string[]]> {
  const unique = (items: string[]) => [...new Set(items)].sort();
  return Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...unique(scripts)],
    'style-src': ["'self'", ...unique([...styles, EMPTY_STYLE_HASH]), ...(styleAttributes.length > 0 ? ["'unsafe-hashes'", ...unique(styleAttributes)] : [])],
    'img-src': ["'self'", 'https:'],
    // data: for the fonts written into the pages' inline styles (inline-fonts.ts): a font runs no script.
    'font-src': ["'self'", 'data:'],
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
  const unhashed = directives({ scripts: [], styles: [], styleAttributes: [], connect }).filter(([directive]) => !HASHED_DIRECTIVES.has(directive));
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

/**
 * A folder's pages share one rule (`/projects/*`), so a case study or a language adds none: Cloudflare reads
 * only so many. The root's files stay one rule each, since `/*` would reach the hashed files under _next/static.
 */
function uncachedPaths(dir: string, base: string): string[] {
  const paths = new Set(['/']);
  for (const file of exportedFiles(dir, /\.(html|txt)$/)) {
    const relative = `/${path.relative(dir, file).split(path.sep).join('/')}`;
    const folder = relative.split('/')[1];
    if (relative.indexOf('/', 1) > 0 && folder !== '_next') {
      paths.add(`/${folder}/*`);
      continue;
    }
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

/** `html` with its own policy first in <head>, after the charset, so that it governs every script and style that follows; null for a file with no <head>. */
export function hardenPage(html: string, connect: string | null): { html: string; hashes: Hashes } | null {
  const page = html.replace(CSP_META, '');
  const hashes = inlineHashes(page);
  if (!HEAD.test(page)) return null;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(hashes, connect)}"/>`;
  return { html: CHARSET.test(page) ? page.replace(CHARSET, (tag) => `${tag}${meta}`) : page.replace(HEAD, (tag) => `${tag}${meta}`), hashes };
}

/** No 'unsafe-inline' or eval: run-time styles go through the CSSOM, which style-src does not govern. */
export const hardenExportStep: PostbuildStep = {
  name,
  firstPaint: false,
  run: (dir) => {
    const pages = readPages(dir);
    const connect = supabaseOrigin();
    const hardened = rewritePages(hardenExportStep, pages, (page) => hardenPage(page.html, connect)).flatMap(({ page, result }) => (result ? [{ file: page.file, ...result }] : []));
    for (const page of hardened) writeFileSync(page.file, page.html);
    const base = basePath();
    const headers = headersFile(base, headerPolicy(connect), uncachedPaths(dir, base));
    checkHeadersFile(headers);
    writeFileSync(path.join(dir, '_headers'), headers);
    const scripts = new Set(hardened.flatMap((page) => page.hashes.scripts)).size;
    const styleAttributes = new Set(hardened.flatMap((page) => page.hashes.styleAttributes)).size;
    return [`${hardened.length} of ${pages.length} pages: a policy each, ${scripts} inline script hashes in all, ${styleAttributes} style attribute hashes, connect-src ${connect ?? "'self' only"}; wrote _headers.`];
  },
};
