import type { createClient as CreateClient, SupabaseClient } from '@supabase/supabase-js';
import { lazyImport } from '@/lib/lazy-import';
import type { Database } from './database.types';

/**
 * The content client: supabase-js, the owner's choice, in no page's initial JavaScript (the
 * browser's refresh loads it once the page is idle, in a worker when it can; the build loads it in
 * Node). Read-only by construction: it keeps no session, refreshes no token, reads no session
 * from the URL, and sends only the public anon key, which row-level security lets read and
 * nothing else.
 */
export type ContentClient = SupabaseClient<Database>;

export type ContentClientOptions = {
  url: string;
  anonKey: string;
  /** Replaces the network, e.g. with the embedded backend answering in-process. */
  fetch?: typeof fetch;
  /**
   * supabase-js's createClient throws on Node 20, which has no global WebSocket, unless it is given
   * one (the build passes the `ws` package). Browsers have WebSocket: the refresh passes nothing,
   * so `ws` never reaches a browser bundle. The site opens no realtime channel either way.
   */
  realtimeTransport?: unknown;
};

/** The one way the content client is made, whichever module brought supabase-js in. */
export function makeContentClient(createClient: typeof CreateClient, options: ContentClientOptions): ContentClient {
  return createClient<Database>(options.url.replace(/\/+$/, ''), options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(options.fetch && { global: { fetch: options.fetch } }),
    ...(options.realtimeTransport !== undefined && { realtime: { transport: options.realtimeTransport as never } }),
  });
}

export async function createContentClient(options: ContentClientOptions): Promise<ContentClient> {
  const { createClient } = await lazyImport(() => import('@supabase/supabase-js'));
  return makeContentClient(createClient, options);
}
