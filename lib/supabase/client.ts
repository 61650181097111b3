import type { PostgrestClient } from '@supabase/postgrest-js';
import { lazyImport } from '@/lib/lazy-import';
import type { Database } from './database.types';

/**
 * The content is read with postgrest-js, supabase-js's own database client (what `supabase.from()`
 * calls), imported lazily and on its own: the site reads two tables and uses nothing else of
 * supabase-js (auth, realtime, storage, functions), whose code would be five times the size in the
 * browser's lazy chunk, and whose createClient needs a WebSocket shim on Node 20. It keeps no
 * session and sends only the public anon key, so it is read-only by construction.
 */
export type ContentClient = PostgrestClient<Database>;

export type ContentClientOptions = {
  url: string;
  anonKey: string;
  /** Replaces the network, e.g. with the embedded backend answering in-process. */
  fetch?: typeof fetch;
};

export async function createContentClient(options: ContentClientOptions): Promise<ContentClient> {
  const { PostgrestClient } = await lazyImport(() => import('@supabase/postgrest-js'));
  return new PostgrestClient<Database>(`${options.url.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` },
    ...(options.fetch && { fetch: options.fetch }),
  });
}
