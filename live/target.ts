// The target is read from the environment by lib/config.ts, where every variable is read and checked.
import type { LiveTarget as Target } from '../lib/config';

export { liveTarget as readTarget, pageAddress, type LiveTarget as Target } from '../lib/config';

/** Where to fetch an address the site names under its own URL from: the same path on the copy checked. */
export function servedAddress(target: Target, address: string): string {
  return address.startsWith(target.siteUrl) ? target.url + address.slice(target.siteUrl.length) : address;
}

/** An address without its trailing slash, for comparing what a page names with what was expected. */
export const sameAddress = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
