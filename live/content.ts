import { getProjects, getRoles } from '../lib/content/queries';
import { createNodeContentClient } from '../lib/content/supabase-node-client';

/** What the hosted project holds, read with the site's own queries: the live checks' truth. */
export async function readLiveContent(backend: { url: string; anonKey: string }) {
  const source = { client: createNodeContentClient({ url: backend.url, anonKey: backend.anonKey }), url: backend.url };
  const [projects, roles] = await Promise.all([getProjects(source, { timeoutMs: 30_000 }), getRoles(source, { timeoutMs: 30_000 })]);
  return { projects: projects.items, roles: roles.items };
}
