import { profile } from './profile';
import { withoutTrailingSlash } from './url';

/** The URL and a key: that hosted project. Neither: the embedded PGlite backend, so a fresh clone builds with no account. */
export type HostedBackend = { kind: 'hosted'; url: string; anonKey: string };
export type BackendConfig = HostedBackend | { kind: 'embedded' };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Partial<Record<string, string>>;

// Spelled out in full so Next.js inlines them into the browser bundle.
const publicEnv: Env = {
  NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  NEXT_PUBLIC_LIVE_REFRESH: process.env.NEXT_PUBLIC_LIVE_REFRESH,
};

/** The owner's settings: .env.example, docs/publish.md and the publish workflow each list them. */
export const SITE_SETTINGS = [
  'NEXT_PUBLIC_SUPABASE_URL',
  'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY',
  'NEXT_PUBLIC_SUPABASE_ANON_KEY',
  'NEXT_PUBLIC_LIVE_REFRESH',
  'SITE_URL',
] as const;

const URL_VAR = 'NEXT_PUBLIC_SUPABASE_URL';
/** Supabase's current name for the key, and the legacy one, still read. */
const KEY_VAR = 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY';
const LEGACY_KEY_VAR = 'NEXT_PUBLIC_SUPABASE_ANON_KEY';
const EITHER_KEY = `${KEY_VAR} (or the legacy ${LEGACY_KEY_VAR})`;

export function resolveBackend(env: Env = publicEnv): BackendConfig {
  const url = env[URL_VAR]?.trim() ?? '';
  const keyVar = env[KEY_VAR]?.trim() ? KEY_VAR : LEGACY_KEY_VAR;
  const anonKey = env[keyVar]?.trim() ?? '';
  if (!url && !anonKey) return { kind: 'embedded' };
  if (!url) throw new ConfigError(`${keyVar} is set but ${URL_VAR} is missing: set both, or neither for the embedded backend.`);
  if (!anonKey) throw new ConfigError(`${URL_VAR} is set but ${EITHER_KEY} is missing: set both, or neither for the embedded backend.`);
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new ConfigError(`${URL_VAR} must be an http(s) URL such as https://<project>.supabase.co, not "${url}".`);
  }
  return { kind: 'hosted', url: withoutTrailingSlash(url), anonKey };
}

/** Only a hosted backend can be re-queried: an embedded one does not exist once deployed. */
export function liveRefreshBackend(env: Env = publicEnv): HostedBackend | null {
  if (env.NEXT_PUBLIC_LIVE_REFRESH?.trim().toLowerCase() === 'off') return null;
  try {
    const backend = resolveBackend(env);
    return backend.kind === 'hosted' ? backend : null;
  } catch {
    return null; // the build already refused this configuration
  }
}

function pageUrl(value: string, name: string, example: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL such as ${example}, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

export function siteUrl(env: Env = { SITE_URL: process.env.SITE_URL }, fallback: string = profile.siteUrl): URL {
  const value = env.SITE_URL?.trim() || fallback;
  const url = pageUrl(value, 'SITE_URL', 'https://example.com');
  if (url.search || url.hash) {
    throw new ConfigError(`SITE_URL must not have a query or a fragment: "${value}".`);
  }
  return url;
}

/** The site's path without the final "/": "" at a domain's root. Next.js's basePath, and the record an export keeps of it. */
export function basePath(site: URL = siteUrl()): string {
  return withoutTrailingSlash(site.pathname);
}

// Tooling settings are read here too, so that every variable is checked in one module; none reaches the browser.

/** Inside the project (Next.js refuses a distDir outside it), and not .next, its own build folder. */
export function exportDir(env: Env = { NEXT_EXPORT_DIR: process.env.NEXT_EXPORT_DIR }): string {
  const dir = env.NEXT_EXPORT_DIR?.trim() || 'out';
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

/** Checked because it becomes a folder under _next/static/ and an attribute value; null lets lib/build-id.ts make one. */
export function givenBuildId(env: Env = { SITE_BUILD_ID: process.env.SITE_BUILD_ID }): string | null {
  const given = env.SITE_BUILD_ID?.trim();
  if (!given) return null;
  if (!/^[\w.-]{1,64}$/.test(given)) {
    throw new ConfigError(`SITE_BUILD_ID must be 1 to 64 letters, digits, dots, dashes or underscores, not "${given}".`);
  }
  return given;
}

export function namedChromiums(
  env: Env = { PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, CHROME_PATH: process.env.CHROME_PATH },
): string[] {
  return [env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, env.CHROME_PATH].filter((file): file is string => !!file);
}

export type LiveTarget = {
  url: string;
  /** The SITE_URL it was built for, which differs from url when a local copy is served. */
  siteUrl: string;
  expectedBuildId: string | null;
  /** null: structure only, no content compared. */
  backend: { url: string; anonKey: string } | null;
};

function pageAddress(value: string, name: string): string {
  const url = pageUrl(value, name, 'https://owner.github.io/portfolio/');
  url.search = '';
  url.hash = '';
  return url.href;
}

export function liveTarget(
  env: Env = {
    LIVE_URL: process.env.LIVE_URL,
    LIVE_SITE_URL: process.env.LIVE_SITE_URL,
    EXPECTED_BUILD_ID: process.env.EXPECTED_BUILD_ID,
    [URL_VAR]: process.env.NEXT_PUBLIC_SUPABASE_URL,
    [KEY_VAR]: process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
    [LEGACY_KEY_VAR]: process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  },
): LiveTarget {
  if (!env.LIVE_URL?.trim()) throw new ConfigError('LIVE_URL is not set: run `npm run test:live -- <url>`.');
  const url = pageAddress(env.LIVE_URL.trim(), 'LIVE_URL');
  let backend: BackendConfig;
  try {
    backend = resolveBackend(env);
  } catch (error) {
    throw new ConfigError(`Set both ${URL_VAR} and ${EITHER_KEY} (content compared), or neither (structure only): ${(error as Error).message}`);
  }
  return {
    url,
    siteUrl: env.LIVE_SITE_URL?.trim() ? pageAddress(env.LIVE_SITE_URL.trim(), 'LIVE_SITE_URL') : url,
    expectedBuildId: env.EXPECTED_BUILD_ID?.trim() || null,
    backend: backend.kind === 'hosted' ? { url: backend.url, anonKey: backend.anonKey } : null,
  };
}
