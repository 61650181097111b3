import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * The part of PostgREST that supabase-js uses against this project, answered from PGlite.
 *
 * Every table request runs as the role its key names (`anon`, or `service_role` for the service
 * key) inside its own transaction, so grants and row-level security decide what a caller may read
 * or write, as on hosted Supabase. Anything this
 * subset does not support is refused with a 400 in PostgREST's error shape rather than ignored:
 * a silently dropped filter would return rows the caller did not ask for.
 */
export type PostgrestHandler = (request: Request) => Promise<Response>;

export type PostgrestHandlerOptions = {
  /** Accepted in the `apikey` header or query parameter; requests run as `anon`. */
  anonKey: string;
  /** Requests with this key run as `service_role`, which bypasses row-level security. */
  serviceRoleKey?: string;
};

type ApiRole = 'anon' | 'service_role';

type PostgrestErrorBody = {
  code: string | null;
  details: string | null;
  hint: string | null;
  message: string;
};

type OrderTerm = { column: string; direction: 'asc' | 'desc'; nulls?: 'first' | 'last' };
type EqFilter = { column: string; value: string };
type TableQuery = {
  columns: string[] | '*';
  order: OrderTerm[];
  filters: EqFilter[];
  limit?: number;
  offset?: number;
};
type Prefer = { count: boolean; returnRepresentation: boolean };

const SCHEMA = 'public';
const SINGLE_OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const ORDER_TERM = /^([A-Za-z_][A-Za-z0-9_]*)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/;
const NON_NEGATIVE_INTEGER = /^\d+$/;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'apikey']);

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
};

class PostgrestRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestErrorBody,
  ) {
    super(body.message);
  }
}

function parseError(message: string, details: string | null = null): PostgrestRequestError {
  return new PostgrestRequestError(400, { code: 'PGRST100', details, hint: null, message });
}

export function createPostgrestHandler(db: PGlite, options: PostgrestHandlerOptions): PostgrestHandler {
  return async (request) => {
    try {
      return await handle(db, options, request);
    } catch (error) {
      if (error instanceof PostgrestRequestError) return errorResponse(error.status, error.body);
      return databaseErrorResponse(error);
    }
  };
}

async function handle(db: PGlite, options: PostgrestHandlerOptions, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();

  // Browsers send preflights without credentials, so they are answered before the key check.
  if (method === 'OPTIONS') return preflightResponse(request);

  const role = apiRole(request, url, options);

  const table = tableFromPath(url.pathname);
  if (table === null) {
    return errorResponse(404, { code: null, details: null, hint: null, message: 'Not found' });
  }
  checkProfile(request, method);
  await checkTableExists(db, table);

  const query = parseTableQuery(url.searchParams);
  const prefer = parsePrefer(request.headers.get('prefer'));

  switch (method) {
    case 'GET':
    case 'HEAD':
      return readRows(db, role, request, method, table, query, prefer);
    case 'POST':
      return writeRows(db, role, 'insert', table, query, prefer, await readJsonBody(request));
    case 'PATCH':
      return writeRows(db, role, 'update', table, query, prefer, await readJsonBody(request));
    case 'DELETE':
      return writeRows(db, role, 'delete', table, query, prefer, null);
    default:
      return errorResponse(405, {
        code: null,
        details: null,
        hint: null,
        message: `The embedded backend does not support ${method}`,
      });
  }
}

function apiRole(request: Request, url: URL, options: PostgrestHandlerOptions): ApiRole {
  const key = request.headers.get('apikey') ?? url.searchParams.get('apikey');
  // The shapes below are what Supabase's API gateway answers before PostgREST is reached.
  if (!key) {
    throw new PostgrestRequestError(401, {
      code: null,
      details: null,
      hint: 'No `apikey` request header or url param was found.',
      message: 'No API key found in request',
    });
  }
  if (key === options.anonKey) return 'anon';
  if (options.serviceRoleKey && key === options.serviceRoleKey) return 'service_role';
  throw new PostgrestRequestError(401, {
      code: null,
      details: null,
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
      message: 'Invalid API key',
    });
}

function tableFromPath(pathname: string): string | null {
  const match = /^\/rest\/v1\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

function checkProfile(request: Request, method: string): void {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = request.headers.get(header);
  if (profile !== null && profile !== SCHEMA) {
    throw new PostgrestRequestError(406, {
      code: 'PGRST106',
      details: null,
      hint: null,
      message: `The schema must be one of the following: ${SCHEMA}`,
    });
  }
}

async function checkTableExists(db: PGlite, table: string): Promise<void> {
  const result = await db.query<{ exists: boolean }>(
    'select exists (select 1 from pg_catalog.pg_tables where schemaname = $1 and tablename = $2) as exists',
    [SCHEMA, table],
  );
  if (!result.rows[0]?.exists) {
    throw new PostgrestRequestError(404, {
      code: 'PGRST205',
      details: null,
      hint: null,
      message: `Could not find the table '${SCHEMA}.${table}' in the schema cache`,
    });
  }
}

function parseTableQuery(params: URLSearchParams): TableQuery {
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
    throw parseError(
      `failed to parse filter (${value})`,
      'The embedded backend supports only `eq.` filters',
    );
  }
  return { column, value: value.slice('eq.'.length) };
}

function parsePrefer(header: string | null): Prefer {
  const tokens = (header ?? '').split(',').map((token) => token.trim());
  return {
    count: tokens.includes('count=exact'),
    returnRepresentation: tokens.includes('return=representation'),
  };
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new PostgrestRequestError(400, {
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    });
  }
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function qualifiedTable(table: string): string {
  return `${quoteIdent(SCHEMA)}.${quoteIdent(table)}`;
}

/** Conditions for eq filters; their values are bound after `params`' existing entries. */
function filterConditions(filters: EqFilter[], params: unknown[]): string[] {
  return filters.map((filter) => {
    params.push(filter.value);
    return `_t.${quoteIdent(filter.column)} = $${params.length}`;
  });
}

function whereClause(conditions: string[]): string {
  return conditions.length === 0 ? '' : ` where ${conditions.join(' and ')}`;
}

function selectList(columns: TableQuery['columns']): string {
  return columns === '*' ? '_t.*' : columns.map((column) => `_t.${quoteIdent(column)}`).join(', ');
}

function orderClause(order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `_t.${quoteIdent(term.column)} ${term.direction}${term.nulls ? ` nulls ${term.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/** Runs statements as the API role, so grants and row-level security apply as in production. */
async function asRole<T>(db: PGlite, role: ApiRole, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    try {
      return await work(tx);
    } catch (error) {
      throw Object.assign(error as object, { apiRole: role });
    }
  });
}

type JsonRows = { body: string; n: number };

async function readRows(
  db: PGlite,
  role: ApiRole,
  request: Request,
  method: string,
  table: string,
  query: TableQuery,
  prefer: Prefer,
): Promise<Response> {
  const params: unknown[] = [];
  const columns = selectList(query.columns);
  const where = whereClause(filterConditions(query.filters, params));
  const offset = query.offset ?? 0;
  const page =
    (query.limit === undefined ? '' : ` limit ${query.limit}`) + (offset ? ` offset ${offset}` : '');
  const rowsSql = `select ${columns} from ${qualifiedTable(table)} as _t${where}${orderClause(query.order)}${page}`;

  const { rows, total } = await asRole(db, role, async (tx) => {
    const result = await tx.query<JsonRows>(
      `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (${rowsSql}) as _r`,
      params,
    );
    const counted = prefer.count
      ? await tx.query<{ n: number }>(
          `select count(*)::int as n from ${qualifiedTable(table)} as _t${where}`,
          params,
        )
      : null;
    return { rows: result.rows[0] ?? { body: '[]', n: 0 }, total: counted?.rows[0]?.n };
  });

  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, rows.n, total),
    'Content-Profile': SCHEMA,
  };
  let body = rows.body;
  if ((request.headers.get('accept') ?? '').includes(SINGLE_OBJECT_MEDIA_TYPE)) {
    if (rows.n !== 1) {
      return errorResponse(406, {
        code: 'PGRST116',
        details: `The result contains ${rows.n} rows`,
        hint: null,
        message: 'JSON object requested, multiple (or no) rows returned',
      });
    }
    body = JSON.stringify((JSON.parse(rows.body) as unknown[])[0]);
    headers['Content-Type'] = `${SINGLE_OBJECT_MEDIA_TYPE}; charset=utf-8`;
  }
  return jsonResponse(200, method === 'HEAD' ? null : body, headers);
}

function contentRange(offset: number, count: number, total: number | undefined): string {
  const range = count > 0 ? `${offset}-${offset + count - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

async function writeRows(
  db: PGlite,
  role: ApiRole,
  kind: 'insert' | 'update' | 'delete',
  table: string,
  query: TableQuery,
  prefer: Prefer,
  body: unknown,
): Promise<Response> {
  if (query.columns !== '*' && !prefer.returnRepresentation) {
    throw parseError('select is only supported on writes with Prefer: return=representation');
  }
  if (query.order.length > 0 || query.limit !== undefined || query.offset !== undefined) {
    throw parseError(`The embedded backend does not support order, limit or offset on ${kind}`);
  }

  const params: unknown[] = [];
  const target = `${qualifiedTable(table)} as _t`;
  const returning = selectList(query.columns);
  let statement: string;
  if (kind === 'insert') {
    if (query.filters.length > 0) throw parseError('Filters are not supported on insert');
    const records = Array.isArray(body) ? body : [body];
    const columns = jsonKeys(records);
    params.push(JSON.stringify(records));
    const list = columns.map(quoteIdent).join(', ');
    statement = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${qualifiedTable(table)}, $1::json) returning ${returning}`;
  } else if (kind === 'update') {
    if (Array.isArray(body)) throw parseError('A PATCH body must be a single JSON object');
    const columns = jsonKeys([body]);
    params.push(JSON.stringify(body));
    const assignments = columns.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ');
    const where = whereClause(filterConditions(query.filters, params));
    statement = `update ${target} set ${assignments} from (select * from json_populate_record(null::${qualifiedTable(table)}, $1::json)) as _v${where} returning ${returning}`;
  } else {
    statement = `delete from ${target}${whereClause(filterConditions(query.filters, params))} returning ${returning}`;
  }

  const rows = await asRole(db, role, async (tx) => {
    const result = await tx.query<JsonRows>(
      `with _w as (${statement}) select coalesce(json_agg(_w), '[]'::json)::text as body, count(*)::int as n from _w`,
      params,
    );
    return result.rows[0] ?? { body: '[]', n: 0 };
  });

  const headers = { 'Content-Range': `*/${rows.n}`, 'Content-Profile': SCHEMA };
  if (prefer.returnRepresentation) return jsonResponse(kind === 'insert' ? 201 : 200, rows.body, headers);
  return jsonResponse(kind === 'insert' ? 201 : 204, null, headers);
}

function jsonKeys(records: unknown[]): string[] {
  const keys = new Set<string>();
  for (const record of records) {
    if (record === null || typeof record !== 'object' || Array.isArray(record)) {
      throw new PostgrestRequestError(400, {
        code: 'PGRST102',
        details: null,
        hint: null,
        message: 'All object keys must match',
      });
    }
    for (const key of Object.keys(record)) keys.add(key);
  }
  if (keys.size === 0) throw parseError('A write needs at least one column');
  return [...keys];
}

function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '',
      'Access-Control-Max-Age': '86400',
    },
  });
}

function jsonResponse(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...headers },
  });
}

function errorResponse(status: number, body: PostgrestErrorBody): Response {
  return jsonResponse(status, JSON.stringify(body));
}

type DatabaseError = { code?: string; message?: string; detail?: string; hint?: string; apiRole?: ApiRole };

/** PostgREST's mapping of SQLSTATE to HTTP status, for the codes this project can meet. */
function statusForSqlState(code: string, role: ApiRole | undefined): number {
  if (code === '42501') return role === 'anon' ? 401 : 403; // PostgREST: 401 unauthenticated, 403 otherwise
  if (code === '42P01' || code === '42883') return 404;
  if (code === '23505' || code === '23503') return 409;
  if (code === '25006') return 405;
  if (code.startsWith('08')) return 503;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42') || code === 'P0001') return 400;
  return 500;
}

function databaseErrorResponse(error: unknown): Response {
  const dbError = (error ?? {}) as DatabaseError;
  const code = typeof dbError.code === 'string' ? dbError.code : 'XX000';
  return errorResponse(statusForSqlState(code, dbError.apiRole), {
    code,
    details: dbError.detail ?? null,
    hint: dbError.hint ?? null,
    message: dbError.message ?? String(error),
  });
}
