import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase, type EmbeddedDatabaseOptions } from './database';
import { EMBEDDED_ANON_KEY, EMBEDDED_SERVICE_ROLE_KEY } from './keys';
import { createPostgrestHandler, type PostgrestHandler } from './postgrest';

export type EmbeddedBackend = {
  db: PGlite;
  handler: PostgrestHandler;
  /** A `fetch` for supabase-js that answers in-process, with no socket. */
  fetch: typeof fetch;
  close: () => Promise<void>;
};

/** The project's own Postgres and PostgREST subset, for builds and tests with no hosted Supabase. */
export async function openEmbeddedBackend(options: EmbeddedDatabaseOptions = {}): Promise<EmbeddedBackend> {
  const db = await openEmbeddedDatabase(options);
  const handler = createPostgrestHandler(db, { anonKey: EMBEDDED_ANON_KEY, serviceRoleKey: EMBEDDED_SERVICE_ROLE_KEY });
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    return handler(request);
  };
  return { db, handler, fetch: inProcessFetch, close: () => db.close() };
}

export { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from './keys';
