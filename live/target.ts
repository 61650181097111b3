import type { LiveTarget } from '../lib/config';
import { withoutTrailingSlash } from '../lib/url';

/** Where to fetch an address the site names under its own URL from: the same path on the copy checked. */
export function servedAddress(target: LiveTarget, address: string): string {
  return address.startsWith(target.siteUrl) ? target.url + address.slice(target.siteUrl.length) : address;
}

export const sameAddress = (a: string, b: string) => withoutTrailingSlash(a) === withoutTrailingSlash(b);
