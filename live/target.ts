// The target itself is read and checked by lib/config.ts (liveTarget), with every other variable.
import type { LiveTarget } from '../lib/config';
import { withoutTrailingSlash } from '../lib/url';

/** Where to fetch an address the site names under its own URL from: the same path on the copy checked. */
export function servedAddress(target: LiveTarget, address: string): string {
  return address.startsWith(target.siteUrl) ? target.url + address.slice(target.siteUrl.length) : address;
}

/** An address without its trailing slash, for comparing what a page names with what was expected. */
export const sameAddress = (a: string, b: string) => withoutTrailingSlash(a) === withoutTrailingSlash(b);
