/// <reference lib="webworker" />
import { createClient } from '@supabase/supabase-js';
import type { HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { makeContentClient } from './supabase-client';
import { read, type ContentSource } from './queries';
import type { TableName } from './tables';
import type { PageTranslation } from './translations';

export type ContentRead = { table: TableName; backend: HostedBackend; translation?: PageTranslation };
/** Keeps supabase-js off the main thread; only the items go back, and the page logs failures (refresh.ts). */
export type ContentRequest = ContentRead & { id: number };
export type ContentReply = { id: number; answer: unknown[] } | { id: number; error: string };

let source: ContentSource | undefined;

self.onmessage = async (event: MessageEvent<ContentRequest>) => {
  const { id, table, backend, translation } = event.data;
  try {
    source ??= { client: makeContentClient(createClient, { url: backend.url, anonKey: backend.anonKey }), url: backend.url };
    const answer = await read(source, table, { timeoutMs: LIVE_REFRESH.timeoutMs }, translation);
    self.postMessage({ id, answer } satisfies ContentReply);
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ContentReply);
  }
};
