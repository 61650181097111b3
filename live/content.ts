import { readTable } from '../lib/content/queries';
import { projects as projectsTable } from '../lib/content/tables/projects';
import { roles as rolesTable } from '../lib/content/tables/roles';
import { createNodeContentClient } from '../lib/content/supabase-node-client';

/** What the hosted project holds, read with the site's own queries: the live checks' truth. */
export async function readLiveContent(backend: { url: string; anonKey: string }) {
  const source = { client: createNodeContentClient({ url: backend.url, anonKey: backend.anonKey }), url: backend.url };
  const [projects, roles] = await Promise.all([readTable(source, projectsTable, { timeoutMs: 30_000 }), readTable(source, rolesTable, { timeoutMs: 30_000 })]);
  return { projects: projects.items, roles: roles.items };
}
