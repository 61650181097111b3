import { EMBEDDED_ANON_KEY, EMBEDDED_SERVICE_ROLE_KEY } from '../embedded-backend/keys';
import { createNodeContentClient } from '../lib/content/supabase-node-client';
import { BACKEND_URL } from './servers';

/** This run's embedded backend (playwright.config.ts starts it on a free port). */
export { BACKEND_URL };

// The site's own client options: the owner's key only changes which role the rows are read as.
const client = (key: string) => createNodeContentClient({ url: BACKEND_URL, anonKey: key });

/** What a visitor's anon key reads from the backend the site was built from: the tests' truth. */
const backendClient = () => client(EMBEDDED_ANON_KEY);

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

/** How many translation rows of projects and roles the backend holds in `locale`. */
export async function translationRowsIn(locale: string): Promise<number> {
  const supabase = backendClient();
  const counts = await Promise.all(
    (['project_translations', 'role_translations'] as const).map((table) => supabase.from(table).select('*', { count: 'exact', head: true }).eq('locale', locale)),
  );
  const failed = counts.find((answer) => answer.error);
  if (failed) throw new Error(`backend read failed: ${failed.error?.message}`);
  return counts.reduce((sum, answer) => sum + (answer.count ?? 0), 0);
}
