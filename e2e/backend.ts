import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { EMBEDDED_ANON_KEY, EMBEDDED_SERVICE_ROLE_KEY } from '../embedded-backend/keys';
import type { Database } from '../lib/supabase/database.types';
import { BACKEND_URL } from './servers';

/** This run's embedded backend (playwright.config.ts starts it on a free port). */
export { BACKEND_URL };

function client(key: string) {
  return createClient<Database>(BACKEND_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** What a visitor's anon key reads from the backend the site was built from: the tests' truth. */
export const backendClient = () => client(EMBEDDED_ANON_KEY);

/** The owner's view, for tests that change content (the embedded backend's service key). */
export const ownerClient = () => client(EMBEDDED_SERVICE_ROLE_KEY);

export async function readContent() {
  const supabase = backendClient();
  const [projects, roles] = await Promise.all([
    supabase.from('projects').select('*').order('id'),
    supabase.from('roles').select('*').order('id'),
  ]);
  if (projects.error || roles.error) throw new Error(`backend read failed: ${projects.error?.message ?? roles.error?.message}`);
  return { projects: projects.data, roles: roles.data };
}
