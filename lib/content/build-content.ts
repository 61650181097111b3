import { resolveBackend, type BackendConfig } from '@/lib/config';
import { createNodeContentClient } from './supabase-node-client';
import type { ContentClientOptions } from './supabase-client';
import { getContentVersion, getProjects, getRoles, type ContentSource, type QueryOptions } from './queries';
import type { ContentIssue, Project, Role } from './types';

/** Any failure fails the build: a CDN serving an empty portfolio is worse than a re-run. */
export type BuildContent = {
  projects: Project[];
  roles: Role[];
  /** null when the backend lacks the content_version migration (logged). */
  version: number | null;
};

/** Long enough for a cold hosted project, short enough that a hung one fails fast. */
const BUILD_QUERY_TIMEOUT_MS = 20_000;

let content: Promise<BuildContent> | undefined;

export function getBuildContent(): Promise<BuildContent> {
  content ??= loadBuildContent();
  return content;
}

async function loadBuildContent(): Promise<BuildContent> {
  const backend = resolveBackend();
  const { clientOptions, close } = await connect(backend);
  try {
    const source = { client: createNodeContentClient(clientOptions), url: clientOptions.url };
    const options = { timeoutMs: BUILD_QUERY_TIMEOUT_MS };
    // Version first: an edit during the table reads then makes the browser re-read, never the reverse.
    const version = await builtVersion(source, options);
    const [projects, roles] = await Promise.all([getProjects(source, options), getRoles(source, options)]);
    console.log(summaryLine(backend, projects.items.length, roles.items.length, [...projects.issues, ...roles.issues], version));
    return { projects: projects.items, roles: roles.items, version };
  } finally {
    await close();
  }
}

/** The one import from lib/ into embedded-backend/, made only by the build so no page ships it. */
async function connect(backend: BackendConfig): Promise<{ clientOptions: ContentClientOptions; close: () => Promise<void> }> {
  if (backend.kind === 'hosted') {
    return { clientOptions: { url: backend.url, anonKey: backend.anonKey }, close: async () => {} };
  }
  const { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL, startEmbeddedBackend } = await import('@/embedded-backend');
  const embedded = await startEmbeddedBackend();
  return { clientOptions: { url: EMBEDDED_BACKEND_URL, anonKey: EMBEDDED_ANON_KEY, fetch: embedded.fetch }, close: embedded.close };
}

const MISSING_TABLE_CODES = ['PGRST205', '42P01'];

/** A hosted project without the content_version migration still builds; its visitors re-read the tables every visit. */
async function builtVersion(source: ContentSource, options: QueryOptions): Promise<number | null> {
  try {
    return await getContentVersion(source, options);
  } catch (error) {
    const code = ((error as Error).cause as { code?: unknown } | undefined)?.code;
    if (!MISSING_TABLE_CODES.includes(String(code))) throw error;
    console.warn(
      `[content] ${(error as Error).message}. Building without a content version: every visit will re-read both tables. ` +
        'Apply supabase/migrations (npx supabase db push) to add it.',
    );
    return null;
  }
}

function summaryLine(backend: BackendConfig, projects: number, roles: number, issues: ContentIssue[], version: number | null): string {
  const source =
    backend.kind === 'embedded'
      ? 'the embedded backend (PGlite with supabase/migrations and seed.sql)'
      : `Supabase at ${backend.url}`;
  const rowsSkipped = issues.filter((issue) => issue.dropped === 'row').length;
  const valuesDropped = issues.length - rowsSkipped;
  const skipped =
    issues.length === 0
      ? 'nothing skipped'
      : `${rowsSkipped} row(s) skipped, ${valuesDropped} value(s) dropped (see the warnings above)`;
  return `[content] ${projects} projects and ${roles} roles from ${source}, content version ${version ?? 'none'}; ${skipped}.`;
}
