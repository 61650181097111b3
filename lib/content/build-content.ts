import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRun } from '@/lib/build-id';
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

/**
 * One read a build: the page, resume.pdf and resume.json are rendered by separate bundles, maybe in
 * separate processes, and must show the same content. The first to ask reads the backend and leaves
 * the content in .next/cache under this run's id; the others wait for it.
 */
export function getBuildContent(): Promise<BuildContent> {
  content ??= sharedBuildContent();
  return content;
}

const SHARE_WAIT_MS = 120_000;

async function sharedBuildContent(): Promise<BuildContent> {
  const dir = path.join(process.cwd(), '.next', 'cache', 'build-content');
  const file = path.join(dir, `${buildRun()}.json`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(`${file}.lock`, '', { flag: 'wx' });
  } catch {
    return readShared(file);
  }
  for (const old of readdirSync(dir)) if (!old.startsWith(path.basename(file))) rmSync(path.join(dir, old), { force: true });
  try {
    const loaded = await loadBuildContent();
    writeFileSync(file, JSON.stringify(loaded));
    return loaded;
  } catch (error) {
    writeFileSync(`${file}.error`, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function readShared(file: string): Promise<BuildContent> {
  for (const started = Date.now(); Date.now() - started < SHARE_WAIT_MS; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BuildContent;
    if (existsSync(`${file}.error`)) throw new Error(`Another process of this build could not read the content: ${readFileSync(`${file}.error`, 'utf8')}`);
  }
  throw new Error(`Another process of this build was reading the content and gave nothing within ${SHARE_WAIT_MS / 1000} s (${file}).`);
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
