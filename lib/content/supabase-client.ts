import type { createClient as CreateClient, SupabaseClient } from '@supabase/supabase-js';
import { lazyImport } from '@/lib/lazy-chunks';
import { withoutTrailingSlash } from '@/lib/url';
import type { Database } from './database.types';

/** Read-only by construction: no session, no token refresh, only the anon key that row-level security limits to reads. */
export type ContentClient = SupabaseClient<Database>;

export type ContentClientOptions = {
  url: string;
  anonKey: string;
  fetch?: typeof fetch;
  /** createClient throws on Node 20 without a WebSocket; only the build passes `ws`, so it never reaches a browser bundle. */
  realtimeTransport?: unknown;
};

export function makeContentClient(createClient: typeof CreateClient, options: ContentClientOptions): ContentClient {
  return createClient<Database>(withoutTrailingSlash(options.url), options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.fetch && { global: { fetch: options.fetch } }),
    ...(options.realtimeTransport !== undefined && { realtime: { transport: options.realtimeTransport as never } }),
  });
}

export async function createContentClient(options: ContentClientOptions): Promise<ContentClient> {
  const { createClient } = await lazyImport(() => import('@supabase/supabase-js'));
  return makeContentClient(createClient, options);
}
