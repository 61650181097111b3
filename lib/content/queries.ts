import type { Locale } from '@/lib/languages/locales';
import type { ContentClient } from './supabase-client';
import type { TableName } from './database.types';
import { describeIssue, reshapeProjects, reshapeRoles } from './reshape';
import { localizeProjects, localizeRoles, reshapeProjectTranslations, reshapeRoleTranslations } from './translations';
import type { Loaded, Project, Role } from './types';

/** They throw on any failure so each caller decides: the build stops, the browser keeps what it shows. */
export type ContentSource = {
  client: ContentClient;
  url: string;
};

export type QueryOptions = {
  /** supabase-js has no timeout of its own and retries network errors. */
  timeoutMs?: number;
};

export class ContentFetchError extends Error {
  override name = 'ContentFetchError';
  constructor(
    readonly table: TableName,
    readonly backendUrl: string,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`Could not read table "${table}" from ${backendUrl}: ${reason}`, options);
  }
}

type QueryResult = {
  data: unknown;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
};

async function readTable(
  source: ContentSource,
  table: TableName,
  options: QueryOptions,
  query: (signal: AbortSignal | undefined) => PromiseLike<QueryResult>,
): Promise<unknown[]> {
  const signal = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  let result: QueryResult;
  try {
    result = await query(signal);
  } catch (error) {
    throw new ContentFetchError(table, source.url, (error as Error).message, { cause: error });
  }
  const { data, error, status } = result;
  if (signal?.aborted) {
    throw new ContentFetchError(table, source.url, `no answer within ${options.timeoutMs} ms`);
  }
  if (error) {
    const parts = [
      status ? `HTTP ${status}` : 'no response',
      error.code && `code ${error.code}`,
      error.message,
      error.details,
      error.hint,
    ];
    throw new ContentFetchError(table, source.url, parts.filter(Boolean).join(', '), { cause: error });
  }
  if (!Array.isArray(data)) {
    throw new ContentFetchError(table, source.url, `expected a list of rows, got ${typeof data}`);
  }
  return data;
}

function warnAbout<T>(loaded: Loaded<T>): Loaded<T> {
  for (const issue of loaded.issues) console.warn(describeIssue(issue));
  return loaded;
}

export async function getProjects(source: ContentSource, options: QueryOptions = {}): Promise<Loaded<Project>> {
  const rows = await readTable(source, 'projects', options, (signal) => {
    const query = source.client.from('projects').select('*').order('id', { ascending: true });
    return signal ? query.abortSignal(signal) : query;
  });
  return warnAbout(reshapeProjects(rows));
}

export async function getRoles(source: ContentSource, options: QueryOptions = {}): Promise<Loaded<Role>> {
  const rows = await readTable(source, 'roles', options, (signal) => {
    const query = source.client.from('roles').select('*').order('id', { ascending: true });
    return signal ? query.abortSignal(signal) : query;
  });
  return warnAbout(reshapeRoles(rows));
}

/** A backend without a migration's table answers these codes: PostgREST's, or Postgres's own. */
const MISSING_TABLE_CODES = ['PGRST205', '42P01'];

export function isMissingTable(error: unknown): boolean {
  const code = (error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined)?.code;
  return MISSING_TABLE_CODES.includes(String(code));
}

/**
 * The translation rows as stored, to be reshaped against the items they translate (translations.ts):
 * every language at build, the page's own in the browser.
 */
export async function getProjectTranslationRows(source: ContentSource, options: QueryOptions = {}, locale?: Locale): Promise<unknown[]> {
  return readTable(source, 'project_translations', options, (signal) => {
    const all = source.client.from('project_translations').select('*');
    const query = (locale === undefined ? all : all.eq('locale', locale)).order('project_id', { ascending: true }).order('locale', { ascending: true });
    return signal ? query.abortSignal(signal) : query;
  });
}

export async function getRoleTranslationRows(source: ContentSource, options: QueryOptions = {}, locale?: Locale): Promise<unknown[]> {
  return readTable(source, 'role_translations', options, (signal) => {
    const all = source.client.from('role_translations').select('*');
    const query = (locale === undefined ? all : all.eq('locale', locale)).order('role_id', { ascending: true }).order('locale', { ascending: true });
    return signal ? query.abortSignal(signal) : query;
  });
}

/** One small row the database bumps on any change, so the browser can skip reading unchanged tables. */
export async function getContentVersion(source: ContentSource, options: QueryOptions = {}): Promise<number> {
  const rows = await readTable(source, 'content_version', options, (signal) => {
    const query = source.client.from('content_version').select('version').limit(1);
    return signal ? query.abortSignal(signal) : query;
  });
  const version = (rows[0] as { version?: unknown } | undefined)?.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version)) {
    throw new ContentFetchError('content_version', source.url, `expected one row with a whole-number version, got ${JSON.stringify(rows)}`);
  }
  return version;
}

export type ContentTable = 'projects' | 'roles' | 'content_version';

/** The browser's read: `locale` (never the default language) localizes the items as the build did. */
export async function read(source: ContentSource, table: ContentTable, options: QueryOptions = {}, locale?: Locale): Promise<unknown[] | number> {
  if (table === 'content_version') return getContentVersion(source, options);
  if (locale !== undefined) return readLocalized(source, table, options, locale);
  const { items } = await (table === 'projects' ? getProjects : getRoles)(source, options);
  return items;
}

async function readLocalized(source: ContentSource, table: 'projects' | 'roles', options: QueryOptions, locale: Locale): Promise<unknown[]> {
  if (table === 'projects') {
    const [projects, rows] = await Promise.all([getProjects(source, options), orNoTranslations(getProjectTranslationRows(source, options, locale))]);
    const translations = warnAbout(reshapeProjectTranslations(rows, projects.items));
    return localizeProjects(projects.items, translations.items, locale).items;
  }
  const [roles, rows] = await Promise.all([getRoles(source, options), orNoTranslations(getRoleTranslationRows(source, options, locale))]);
  const translations = warnAbout(reshapeRoleTranslations(rows, roles.items));
  return localizeRoles(roles.items, translations.items, locale).items;
}

/** A backend without the translations' migration: the page was built showing the default's text, and keeps it. */
async function orNoTranslations(rows: Promise<unknown[]>): Promise<unknown[]> {
  try {
    return await rows;
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    console.warn(`${(error as Error).message}; showing the default language's text.`);
    return [];
  }
}
