import { profile } from './profile';

/**
 * Which Supabase the content comes from. Both variables set: that hosted project, for the build and
 * for the browser's refresh. Neither: the embedded backend (PGlite), so a fresh clone builds with
 * no account. One without the other is a mistake worth stopping the build for.
 */
export type HostedBackend = { kind: 'hosted'; url: string; anonKey: string };
export type BackendConfig = HostedBackend | { kind: 'embedded' };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Partial<Record<string, string>>;

// Spelled out in full so Next.js inlines them into the browser bundle.
const publicEnv: Env = {
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  NEXT_PUBLIC_LIVE_REFRESH: process.env.NEXT_PUBLIC_LIVE_REFRESH,
};

/**
 * The owner's settings for the site itself: .env.example, the README's table and the publish
 * workflow's build step name each one. The other variables read below are the tooling's.
 */
export const SITE_SETTINGS = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_LIVE_REFRESH', 'SITE_URL'] as const;

const URL_VAR = 'NEXT_PUBLIC_SUPABASE_URL';
const KEY_VAR = 'NEXT_PUBLIC_SUPABASE_ANON_KEY';

export function resolveBackend(env: Env = publicEnv): BackendConfig {
  const url = env[URL_VAR]?.trim() ?? '';
  const anonKey = env[KEY_VAR]?.trim() ?? '';
  if (!url && !anonKey) return { kind: 'embedded' };
  if (!url) throw new ConfigError(`${KEY_VAR} is set but ${URL_VAR} is missing: set both, or neither for the embedded backend.`);
  if (!anonKey) throw new ConfigError(`${URL_VAR} is set but ${KEY_VAR} is missing: set both, or neither for the embedded backend.`);
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ConfigError(`${URL_VAR} must be an http(s) URL such as https://<project>.supabase.co, not "${url}".`);
  }
  return { kind: 'hosted', url: url.replace(/\/+$/, ''), anonKey };
}

/**
 * The backend the browser may re-query after the page is idle: only a hosted one (a site built on
 * the embedded default has no backend once deployed), and not when the owner turned it off.
 */
export function liveRefreshBackend(env: Env = publicEnv): HostedBackend | null {
  if (env.NEXT_PUBLIC_LIVE_REFRESH?.trim().toLowerCase() === 'off') return null;
  try {
    const backend = resolveBackend(env);
    return backend.kind === 'hosted' ? backend : null;
  } catch {
    return null; // the build already refused this configuration
  }
}

/**
 * Where the site is published: the canonical URL, Open Graph, robots.txt and sitemap.xml. Its path
 * is also the base path everything is served under (basePath below). The URL returned always ends
 * in "/", as the address of the page itself does (https://owner.github.io/portfolio/).
 */
export function siteUrl(env: Env = { SITE_URL: process.env.SITE_URL }, fallback: string = profile.siteUrl): URL {
  const value = env.SITE_URL?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SITE_URL must be an absolute URL such as https://example.com, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`SITE_URL must be an http(s) URL, not "${value}".`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`SITE_URL must not have a query or a fragment: "${value}".`);
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * Next.js's basePath: the path of SITE_URL without its trailing slash, '' at a domain's root.
 * https://owner.github.io/portfolio serves every page and asset under /portfolio/.
 */
export function basePath(env: Env = { SITE_URL: process.env.SITE_URL }): string {
  return siteUrl(env).pathname.replace(/\/$/, '');
}

/*
 * The settings of the tooling around the site (the build's scripts, the servers, the live checks).
 * They are read here too, so that every environment variable is read and checked in this one
 * module; none of them reaches the browser.
 */

/**
 * Where `npm run build` exports the site: out/, unless NEXT_EXPORT_DIR names another folder,
 * relative to the project and inside it (Next.js joins distDir onto the project folder and refuses
 * one outside it; and a distDir of .next is its build folder, which would send the export back to
 * out/). Tests, Lighthouse and the scale run build into folders of their own, so out/ only ever
 * holds what `npm run build` made from the configured backend.
 */
export function exportDir(env: Env = { NEXT_EXPORT_DIR: process.env.NEXT_EXPORT_DIR }): string {
  const dir = env.NEXT_EXPORT_DIR?.trim() || 'out';
  // The folder's path inside the project, '..' and '.' resolved: null once it climbs out.
  const segments = dir.split('/').reduce<string[] | null>((kept, segment) => {
    if (!kept || segment === '' || segment === '.') return kept;
    if (segment !== '..') return [...kept, segment];
    return kept.length > 0 ? kept.slice(0, -1) : null;
  }, []);
  const relative = segments?.join('/');
  if (dir.startsWith('/') || !relative || relative === '.next') {
    throw new ConfigError(`NEXT_EXPORT_DIR must be a folder inside the project, relative to it, not "${dir}".`);
  }
  return dir;
}

/**
 * SITE_BUILD_ID, the id the publish workflow gives a build (its run id and attempt), checked: it
 * becomes a folder name under _next/static/ and an attribute value. null when unset, and the build
 * makes one (scripts/lib/build-id.ts).
 */
export function givenBuildId(env: Env = { SITE_BUILD_ID: process.env.SITE_BUILD_ID }): string | null {
  const given = env.SITE_BUILD_ID?.trim();
  if (!given) return null;
  if (!/^[\w.-]{1,64}$/.test(given)) {
    throw new ConfigError(`SITE_BUILD_ID must be 1 to 64 letters, digits, dots, dashes or underscores, not "${given}".`);
  }
  return given;
}

/** A Chromium named by PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, then CHROME_PATH (scripts/lib/chromium.ts). */
export function namedChromiums(
  env: Env = { PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, CHROME_PATH: process.env.CHROME_PATH },
): string[] {
  return [env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, env.CHROME_PATH].filter((file): file is string => !!file);
}

/**
 * What `npm run test:live` checks, from the environment scripts/live-check.mjs sets:
 *   LIVE_URL           the page's address, e.g. https://owner.github.io/portfolio/
 *   LIVE_SITE_URL      the address the site was built for (its SITE_URL), when it is served
 *                      somewhere else, as a local copy is; default LIVE_URL
 *   EXPECTED_BUILD_ID  wait until the page carries this build id
 *   NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY  the build's Supabase, read-only
 */
export type LiveTarget = {
  /** The page checked, ending in '/': every request that starts with it is the site's own. */
  url: string;
  /** The address the site names itself by (canonical, robots.txt, sitemap.xml), ending in '/'. */
  siteUrl: string;
  expectedBuildId: string | null;
  /** null: no Supabase variables, so structure only. */
  backend: { url: string; anonKey: string } | null;
};

/** An http(s) URL, ending in '/' as the address of the page itself does. */
export function pageAddress(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as https://owner.github.io/portfolio/, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

export function liveTarget(
  env: Env = {
    LIVE_URL: process.env.LIVE_URL,
    LIVE_SITE_URL: process.env.LIVE_SITE_URL,
    EXPECTED_BUILD_ID: process.env.EXPECTED_BUILD_ID,
    [URL_VAR]: process.env.NEXT_PUBLIC_SUPABASE_URL,
    [KEY_VAR]: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  },
): LiveTarget {
  if (!env.LIVE_URL?.trim()) throw new ConfigError('LIVE_URL is not set: run `npm run test:live -- <url>`.');
  const url = pageAddress(env.LIVE_URL.trim(), 'LIVE_URL');
  let backend: BackendConfig;
  try {
    backend = resolveBackend(env);
  } catch (error) {
    throw new ConfigError(`Set both ${URL_VAR} and ${KEY_VAR} (content compared), or neither (structure only): ${(error as Error).message}`);
  }
  return {
    url,
    siteUrl: env.LIVE_SITE_URL?.trim() ? pageAddress(env.LIVE_SITE_URL.trim(), 'LIVE_SITE_URL') : url,
    expectedBuildId: env.EXPECTED_BUILD_ID?.trim() || null,
    backend: backend.kind === 'hosted' ? { url: backend.url, anonKey: backend.anonKey } : null,
  };
}
