import { MARKDOWN } from './constants';

/**
 * Replaces markdown-to-jsx's sanitizer, so it must refuse javascript:, vbscript: and data: itself. The
 * scheme is read after decoding entities and dropping what browsers ignore, so `jav&#x09;ascript:` is caught.
 */
const ALLOWED = new Set<string>(MARKDOWN.allowedProtocols);
const SCHEME = /^([a-z][a-z0-9+.-]*):/;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  period: '.',
  excl: '!',
};

function decodeEntities(value: string): string {
  let previous: string;
  let decoded = value;
  // Twice-encoded input (&amp;#106;) decodes in rounds, as a browser meeting it twice would.
  do {
    previous = decoded;
    decoded = decoded
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => fromCodePoint(parseInt(dec, 10)))
      .replace(/&([a-z]+);/gi, (match, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? match);
  } while (decoded !== previous);
  return decoded;
}

function fromCodePoint(code: number): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

function percentDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function urlScheme(url: string): string | null {
  const normalised = percentDecode(decodeEntities(url)).replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  const match = SCHEME.exec(normalised);
  if (match?.[1]) return match[1];
  // A colon before any / ? # still makes a scheme to some parsers; treat it as one that is not allowed.
  const beforePath = normalised.split(/[/?#]/, 1)[0] ?? '';
  return beforePath.includes(':') ? beforePath.slice(0, beforePath.indexOf(':')) || 'invalid' : null;
}

export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED.has(scheme);
}

export function sanitizeMarkdownUrl(value: string): string | null {
  return isSafeUrl(value) ? value : null;
}

/** Any origin will do: only the path a relative URL resolves to is kept. */
const STAND_IN_ORIGIN = 'https://stand-in.invalid';

/**
 * A relative URL as the page at `home` resolves it, from the host's root, so that it opens the same address
 * on every page that shows it. A fragment alone stays on the page that shows it; a scheme or a host stays as written.
 */
export function resolveFrom(home: string, url: string): string {
  // Leading spaces and control characters are what a URL parser skips before the "#".
  if (url === '' || /^[\u0000-\u0020]*#/.test(url) || urlScheme(url) !== null) return url;
  let resolved: URL;
  try {
    resolved = new URL(url, new URL(home, STAND_IN_ORIGIN));
  } catch {
    return url; // a host no parser reads (`//[`): as written, as dead in a browser as it was
  }
  return resolved.origin === STAND_IN_ORIGIN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : url;
}

/** The sanitizer for a page whose language's home page is `home`: the allow-list first, then the relative URLs it kept resolved from there. */
export function sanitizerFrom(home: string): (value: string) => string | null {
  return (value) => {
    const safe = sanitizeMarkdownUrl(value);
    return safe === null ? null : resolveFrom(home, safe);
  };
}
