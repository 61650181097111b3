import type { SupabaseClient } from '@supabase/supabase-js';
import { lazyImport } from '@/lib/lazy-import';
import type { Database } from './database.types';

export type ContentClient = SupabaseClient<Database>;

export type ContentClientOptions = {
  url: string;
  anonKey: string;
  /** Replaces the network, e.g. with the embedded backend answering in-process. */
  fetch?: typeof fetch;
  /** Node 20 has no global WebSocket, and supabase-js's createClient throws without one. */
  realtimeTransport?: unknown;
};

/**
 * A read-only client: it keeps no session, refreshes no token and reads nothing from the URL.
 * supabase-js is imported lazily so it never ships in the page's initial JavaScript.
 */
export async function createContentClient(options: ContentClientOptions): Promise<ContentClient> {
  const { createClient } = await lazyImport(() => import('@supabase/supabase-js'));
  return createClient<Database>(options.url, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.fetch && { global: { fetch: options.fetch } }),
    ...(options.realtimeTransport !== undefined && {
      realtime: { transport: options.realtimeTransport as never },
    }),
  });
}
