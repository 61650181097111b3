import WebSocket from 'ws';
import { createContentClient, type ContentClient, type ContentClientOptions } from './client';

/**
 * The content client for Node (the build and the tests): supabase-js's createClient throws on
 * Node 20 without a WebSocket, so it gets the `ws` package's. Browsers never import this module.
 */
export function createNodeContentClient(options: Omit<ContentClientOptions, 'realtimeTransport'>): Promise<ContentClient> {
  return createContentClient({ ...options, realtimeTransport: WebSocket });
}
