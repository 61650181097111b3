import type { HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { onceUntilFailure } from '@/lib/lazy-chunks';
import { createContentClient } from './supabase-client';
import { read as readSource, type ContentSource } from './queries';
import type { ContentRead } from './content-worker';

const mainThreadSource = onceUntilFailure(
  async (backend: HostedBackend): Promise<ContentSource> => ({ client: await createContentClient({ url: backend.url, anonKey: backend.anonKey }), url: backend.url }),
);

export async function readOnMainThread({ table, backend, translation }: ContentRead): Promise<unknown[]> {
  return readSource(await mainThreadSource(backend), table, { timeoutMs: LIVE_REFRESH.timeoutMs }, translation);
}
