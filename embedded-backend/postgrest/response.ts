import type { PostgrestErrorBody } from './errors';
import { SCHEMA, SINGLE_OBJECT_MEDIA_TYPE, type ApiRole, type Prefer, type WriteKind } from './request';
import type { JsonRows } from './sql';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
};

export function preflightResponse(request: Request): Response {
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

export function readResponse(
  method: string,
  rows: JsonRows,
  offset: number,
  total: number | undefined,
  singleObject: boolean,
): Response {
  const headers: Record<string, string> = {
    'Content-Range': contentRange(offset, rows.n, total),
    'Content-Profile': SCHEMA,
  };
  let body = rows.body;
  if (singleObject) {
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

export function writeResponse(kind: WriteKind, rows: JsonRows, prefer: Prefer): Response {
  const headers = { 'Content-Range': `*/${rows.n}`, 'Content-Profile': SCHEMA };
  if (prefer.returnRepresentation) return jsonResponse(kind === 'insert' ? 201 : 200, rows.body, headers);
  return jsonResponse(kind === 'insert' ? 201 : 204, null, headers);
}

function jsonResponse(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...CORS_HEADERS, ...headers },
  });
}

export function errorResponse(status: number, body: PostgrestErrorBody): Response {
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

export function databaseErrorResponse(error: unknown): Response {
  const dbError = (error ?? {}) as DatabaseError;
  const code = typeof dbError.code === 'string' ? dbError.code : 'XX000';
  return errorResponse(statusForSqlState(code, dbError.apiRole), {
    code,
    details: dbError.detail ?? null,
    hint: dbError.hint ?? null,
    message: dbError.message ?? String(error),
  });
}
