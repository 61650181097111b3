import type { Locale } from '@/lib/languages/locales';
import type { ContentClient } from './supabase-client';
import { versionOf } from './content-version';
import { ContentFetchError, failureReason } from './fetch-error';
import type { TableName as DatabaseTable } from './database.types';
import { describeIssue, reshapeRows, type Loaded } from './reshape';
import { tableNamed, type ContentTable, type TableName } from './tables';
import { translationKey, translationTable, type ItemOf } from './tables/define';
import { localize, reshapeTranslations, type PageTranslation } from './translations';

export { ContentFetchError };

/** They throw on any failure so each caller decides: the build stops, the browser keeps what it shows. */
export type ContentSource = {
  client: ContentClient;
  url: string;
};

export type QueryOptions = {
  /** supabase-js has no timeout of its own and retries network errors. */
  timeoutMs?: number;
};

type QueryResult = {
  data: unknown;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
};

async function fetchRows(
  source: ContentSource,
  table: DatabaseTable,
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
    throw new ContentFetchError(table, source.url, failureReason(status, error), { cause: error });
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

export async function readTable<T extends ContentTable>(source: ContentSource, table: T, options: QueryOptions = {}): Promise<Loaded<ItemOf<T>>> {
  const rows = await fetchRows(source, table.name, options, (signal) => {
    const query = source.client.from(table.name).select('*').order(table.order.column, { ascending: table.order.ascending });
    return signal ? query.abortSignal(signal) : query;
  });
  return warnAbout(reshapeRows(table, rows));
}

/** A backend without a migration's table answers these codes: PostgREST's, or Postgres's own. */
const MISSING_TABLE_CODES = ['PGRST205', '42P01'];

export function isMissingTable(error: unknown): boolean {
  const code = (error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined)?.code;
  return MISSING_TABLE_CODES.includes(String(code));
}

/** Every language's at build, the page's own in the browser. */
export async function readTranslationRows(source: ContentSource, table: ContentTable, options: QueryOptions = {}, locale?: Locale): Promise<unknown[]> {
  const name = translationTable(table);
  return fetchRows(source, name, options, (signal) => {
    const all = source.client.from(name).select('*');
    const query = (locale === undefined ? all : all.eq('locale', locale)).order(translationKey(table), { ascending: true }).order('locale', { ascending: true });
    return signal ? query.abortSignal(signal) : query;
  });
}

/** One small row the database bumps on any change, so the browser can skip reading unchanged tables. */
export async function getContentVersion(source: ContentSource, options: QueryOptions = {}): Promise<number> {
  const rows = await fetchRows(source, 'content_version', options, (signal) => {
    const query = source.client.from('content_version').select('version').limit(1);
    return signal ? query.abortSignal(signal) : query;
  });
  return versionOf(rows, source.url);
}

/** The browser's read; `translation` localises as the build did. */
export async function read(source: ContentSource, name: TableName, options: QueryOptions = {}, translation?: PageTranslation): Promise<unknown[]> {
  const table = tableNamed(name);
  if (translation === undefined) return (await readTable(source, table, options)).items;
  const [{ items }, rows] = await Promise.all([readTable(source, table, options), orNoTranslations(readTranslationRows(source, table, options, translation.locale))]);
  const translations = warnAbout(reshapeTranslations(table, rows, items));
  return localize(table, items, translations.items, translation).items;
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
