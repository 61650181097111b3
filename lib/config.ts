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
