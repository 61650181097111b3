// Imports nothing: the browser's Supabase client and the content worker use it too, and should not bundle lib/config.ts to trim a URL.
export function withoutTrailingSlash(address: string): string {
  return address.replace(/\/+$/, '');
}
