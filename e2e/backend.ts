import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from '../lib/embedded-backend/keys';
import type { Database } from '../lib/supabase/database.types';

/** What the backend the site was built from holds: the tests' source of truth. */
export function backendClient() {
  return createClient<Database>(EMBEDDED_BACKEND_URL, EMBEDDED_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}
