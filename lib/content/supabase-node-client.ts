import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { makeContentClient, type ContentClient, type ContentClientOptions } from './supabase-client';

/** For Node, where createClient throws (Node 20) without a WebSocket: the `ws` package's. No browser imports it. */
export function createNodeContentClient(options: Omit<ContentClientOptions, 'realtimeTransport'>): ContentClient {
  return makeContentClient(createClient, { ...options, realtimeTransport: WebSocket });
}
