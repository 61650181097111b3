import { parseError, postgrestError } from './errors';

export type PostgrestHandlerOptions = {
  anonKey: string;
  /** Requests with this key run as `service_role`, which bypasses row-level security. */
  serviceRoleKey?: string;
};

export type ApiRole = 'anon' | 'service_role';
export type OrderTerm = { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };
export type EqFilter = { column: string; value: string };
export type TableQuery = {
  columns: string[] | '*';
  order: OrderTerm[];
  filters: EqFilter[];
  limit?: number;
  offset?: number;
};
export type Prefer = { count: boolean; returnRepresentation: boolean };
export type WriteKind = 'insert' | 'update' | 'delete';
/** A write that passed the checks; `json` is its body as the one bound parameter the SQL reads. */
export type Write = { kind: 'insert' | 'update'; columns: string[]; json: string } | { kind: 'delete' };

export const SCHEMA = 'public';
export const SINGLE_OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ORDER_TERM = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;
const NON_NEGATIVE_INTEGER = /^\d+$/;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'apikey']);

export function apiRole(request: Request, url: URL, options: PostgrestHandlerOptions): ApiRole {
  const key = request.headers.get('apikey') ?? url.searchParams.get('apikey');
  // The shapes below are what Supabase's API gateway answers before PostgREST is reached.
  if (!key) {
    throw postgrestError(401, 'No API key found in request', { hint: 'No `apikey` request header or url param was found.' });
  }
  if (key === options.anonKey) return 'anon';
  if (options.serviceRoleKey && key === options.serviceRoleKey) return 'service_role';
  throw postgrestError(401, 'Invalid API key', { hint: 'Double check your Supabase `anon` or `service_role` API key.' });
}

export function tableFromPath(pathname: string): string | null {
  const match = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export function checkProfile(request: Request, method: string): void {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = request.headers.get(header);
  if (profile !== null && profile !== SCHEMA) {
    throw postgrestError(406, `The schema must be one of the following: ${SCHEMA}`, { code: 'PGRST106' });
  }
}

export function parseTableQuery(params: URLSearchParams): TableQuery {
  const query: TableQuery = { columns: '*', order: [], filters: [] };
  for (const [key, value] of params) {
    switch (key) {
      case 'select':
        query.columns = parseSelect(value);
        break;
      case 'order':
        query.order = parseOrder(value);
        break;
      case 'limit':
        query.limit = parseNonNegativeInteger('limit', value);
        break;
      case 'offset':
        query.offset = parseNonNegativeInteger('offset', value);
        break;
      case 'apikey':
        break;
      default:
        query.filters.push(parseFilter(key, value));
    }
  }
  return query;
}

function parseSelect(value: string): string[] | '*' {
  const items = value.split(',').map((item) => item.trim());
  if (items.includes('*')) {
    if (items.length === 1) return '*';
    throw parseError(`failed to parse select parameter (${value})`, 'The embedded backend supports `*` or a list of column names');
  }
  for (const item of items) {
    if (!IDENTIFIER.test(item)) {
      throw parseError(
        `failed to parse select parameter (${value})`,
        `The embedded backend supports \`*\` or plain column names, not "${item}"`,
      );
    }
  }
  return items;
}

function parseOrder(value: string): OrderTerm[] {
  return value.split(',').map((term) => {
    const match = ORDER_TERM.exec(term.trim());
    if (!match?.[1]) throw parseError(`failed to parse order (${value})`, `unexpected term "${term}"`);
    const nulls = match[3] === 'nullsfirst' ? 'first' : match[3] === 'nullslast' ? 'last' : undefined;
    return { column: match[1], direction: match[2] === 'desc' ? 'desc' : 'asc', ...(nulls && { nulls }) };
  });
}

function parseNonNegativeInteger(name: string, value: string): number {
  if (!NON_NEGATIVE_INTEGER.test(value)) throw parseError(`failed to parse ${name} (${value})`);
  return Number(value);
}

function parseFilter(column: string, value: string): EqFilter {
  if (RESERVED_PARAMS.has(column) || !IDENTIFIER.test(column)) {
    throw parseError(`failed to parse filter (${column}=${value})`, `"${column}" is not a column name`);
  }
  if (!value.startsWith('eq.')) {
    throw parseError(`failed to parse filter (${value})`, 'The embedded backend supports only `eq.` filters');
  }
  return { column, value: value.slice('eq.'.length) };
}

export function parsePrefer(header: string | null): Prefer {
  const tokens = (header ?? '').split(',').map((token) => token.trim());
  return {
    count: tokens.includes('count=exact'),
    returnRepresentation: tokens.includes('return=representation'),
  };
}

export function wantsSingleObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(SINGLE_OBJECT_MEDIA_TYPE);
}

export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    throw postgrestError(400, 'Empty or invalid json', { code: 'PGRST102' });
  }
}

/** What this subset accepts of a write: PostgREST's plain insert, update and delete. */
export function parseWrite(kind: WriteKind, query: TableQuery, prefer: Prefer, body: unknown): Write {
  if (query.columns !== '*' && !prefer.returnRepresentation) {
    throw parseError('select is only supported on writes with Prefer: return=representation');
  }
  if (query.order.length > 0 || query.limit !== undefined || query.offset !== undefined) {
    throw parseError(`The embedded backend does not support order, limit or offset on ${kind}`);
  }
  if (kind === 'insert') {
    if (query.filters.length > 0) throw parseError('Filters are not supported on insert');
    const records = Array.isArray(body) ? body : [body];
    return { kind, columns: jsonKeys(records), json: JSON.stringify(records) };
  }
  if (kind === 'update') {
    if (Array.isArray(body)) throw parseError('A PATCH body must be a single JSON object');
    return { kind, columns: jsonKeys([body]), json: JSON.stringify(body) };
  }
  return { kind };
}

function jsonKeys(records: unknown[]): string[] {
  const keys = new Set<string>();
  for (const record of records) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      throw postgrestError(400, 'All object keys must match', { code: 'PGRST102' });
    }
    for (const key of Object.keys(record)) keys.add(key);
  }
  if (keys.size === 0) throw parseError('A write needs at least one column');
  return [...keys];
}
