/**
 * What `npm run test:live` checks, from the environment scripts/live-check.mjs sets:
 *   LIVE_URL           the page's address, e.g. https://owner.github.io/portfolio/
 *   LIVE_SITE_URL      the address the site was built for (its SITE_URL), when it is served
 *                      somewhere else, as a local copy is; default LIVE_URL
 *   EXPECTED_BUILD_ID  wait until the page carries this build id
 *   NEXT_PUBLIC_SUPABASE_URL, NEXT_PUBLIC_SUPABASE_ANON_KEY  the build's Supabase, read-only
 */
export type Target = {
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
    throw new Error(`${name} must be an absolute URL such as https://owner.github.io/portfolio/, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, not "${value}".`);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

export function readTarget(env: Partial<Record<string, string>> = process.env): Target {
  if (!env.LIVE_URL?.trim()) throw new Error('LIVE_URL is not set: run `npm run test:live -- <url>`.');
  const url = pageAddress(env.LIVE_URL.trim(), 'LIVE_URL');
  const supabaseUrl = env.NEXT_PUBLIC_SUPABASE_URL?.trim() ?? '';
  const anonKey = env.NEXT_PUBLIC_SUPABASE_ANON_KEY?.trim() ?? '';
  if (!!supabaseUrl !== !!anonKey) {
    throw new Error('Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY (content compared), or neither (structure only).');
  }
  return {
    url,
    siteUrl: env.LIVE_SITE_URL?.trim() ? pageAddress(env.LIVE_SITE_URL.trim(), 'LIVE_SITE_URL') : url,
    expectedBuildId: env.EXPECTED_BUILD_ID?.trim() || null,
    backend: supabaseUrl ? { url: supabaseUrl.replace(/\/+$/, ''), anonKey } : null,
  };
}

/** Where to fetch an address the site names under its own URL from: the same path on the copy checked. */
export function servedAddress(target: Target, address: string): string {
  return address.startsWith(target.siteUrl) ? target.url + address.slice(target.siteUrl.length) : address;
}

/** An address without its trailing slash, for comparing what a page names with what was expected. */
export const sameAddress = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
