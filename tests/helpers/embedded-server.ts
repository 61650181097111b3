import { EMBEDDED_ANON_KEY } from '@/embedded-backend/keys';
import { startEmbeddedBackendServer, type EmbeddedBackendServer } from '@/embedded-backend/server';
import { createNodeContentClient } from '@/lib/content/supabase-node-client';
import { SAMPLE_CONTENT } from './sample-content';

export function anonClient(url: string, key: string = EMBEDDED_ANON_KEY) {
  return createNodeContentClient({ url, anonKey: key });
}

/**
 * Starts the embedded backend, seeded with the tests' own content, over real HTTP on a free port before the file's tests and closes it after them. Read `server` and
 * `supabase` (an anon client) inside tests, once beforeAll has run.
 */
export function withTestBackend(): { server: EmbeddedBackendServer; supabase: ReturnType<typeof anonClient> } {
  const context = {} as { server: EmbeddedBackendServer; supabase: ReturnType<typeof anonClient> };
  beforeAll(async () => {
    context.server = await startEmbeddedBackendServer({ port: 0, seedFile: SAMPLE_CONTENT });
    context.supabase = anonClient(context.server.url);
  });
  afterAll(async () => {
    await context.server.close();
  });
  return context;
}
