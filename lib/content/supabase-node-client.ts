import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { makeContentClient, type ContentClient, type ContentClientOptions } from './supabase-client';

/**
 * The content client for Node (the build, the tests, the end-to-end helpers and the live checks): supabase-js's
 * createClient throws on Node 20 without a WebSocket, so it gets the `ws` package's. Browsers
 * never import this module, so it loads supabase-js directly rather than lazily.
 */
export function createNodeContentClient(options: Omit<ContentClientOptions, 'realtimeTransport'>): ContentClient {
  return makeContentClient(createClient, { ...options, realtimeTransport: WebSocket });
}
