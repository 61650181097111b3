import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase, type EmbeddedDatabaseOptions } from './database';
import { EMBEDDED_ANON_KEY, EMBEDDED_SERVICE_ROLE_KEY } from './keys';
import { createPostgrestHandler } from './postgrest';
import { createStorageHandler, isStoragePath } from './storage';

/** One request in, one response out: the REST subset and Storage's public objects behind one URL. */
export type BackendHandler = (request: Request) => Promise<Response>;

export type EmbeddedBackend = {
  db: PGlite;
  handler: BackendHandler;
  /** A `fetch` for supabase-js that answers in-process, with no socket. */
  fetch: typeof fetch;
  close: () => Promise<void>;
};

export type EmbeddedBackendOptions = EmbeddedDatabaseOptions & {
  /** The public bucket's files; by default the `media` folder beside the migrations. Tests give their own. */
  mediaDir?: string;
};

/** The project's own Postgres, PostgREST subset and public Storage bucket, for builds and tests with no hosted Supabase. */
export async function openEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const db = await openEmbeddedDatabase(options);
  const postgrest = createPostgrestHandler(db, { anonKey: EMBEDDED_ANON_KEY, serviceRoleKey: EMBEDDED_SERVICE_ROLE_KEY });
  const storage = createStorageHandler({
    mediaDir: options.mediaDir ?? path.join(options.supabaseDir ?? path.join(process.cwd(), 'supabase'), 'media'),
  });
  // A hosted project's public objects need no key, so Storage's paths never meet the REST key check.
  const handler: BackendHandler = (request) => (isStoragePath(new URL(request.url).pathname) ? storage(request) : postgrest(request));
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    return handler(request);
  };
  return { db, handler, fetch: inProcessFetch, close: () => db.close() };
}

export { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from './keys';
