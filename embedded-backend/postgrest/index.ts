import type { PGlite } from '@electric-sql/pglite';
import { PostgrestRequestError, postgrestError } from './errors';
import {
  apiRole,
  checkProfile,
  parsePrefer,
  parseTableQuery,
  parseWrite,
  readJsonBody,
  SCHEMA,
  tableFromPath,
  wantsSingleObject,
  type PostgrestHandlerOptions,
  type WriteKind,
} from './request';
import { databaseErrorResponse, errorResponse, preflightResponse, readResponse, writeResponse } from './response';
import { selectRows, tableExists, writeRows } from './sql';

/**
 * Each request runs as its key's role in its own transaction, so row-level security decides access.
 * Anything unsupported is refused with a 400: a silently dropped filter would return unasked-for rows.
 */
export type PostgrestHandler = (request: Request) => Promise<Response>;

export type { PostgrestHandlerOptions } from './request';

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
  if (table === null) throw postgrestError(404, 'Not found');
  checkProfile(request, method);
  if (!(await tableExists(db, table))) {
    throw postgrestError(404, `Could not find the table '${SCHEMA}.${table}' in the schema cache`, { code: 'PGRST205' });
  }

  const query = parseTableQuery(url.searchParams);
  const prefer = parsePrefer(request.headers.get('prefer'));
  const write = async (kind: WriteKind, body: unknown) => {
    const rows = await writeRows(db, role, table, query, parseWrite(kind, query, prefer, body));
    return writeResponse(kind, rows, prefer);
  };

  switch (method) {
    case 'GET':
    case 'HEAD': {
      const { rows, total } = await selectRows(db, role, table, query, prefer.count);
      return readResponse(method, rows, query.offset ?? 0, total, wantsSingleObject(request));
    }
    case 'POST':
      return write('insert', await readJsonBody(request));
    case 'PATCH':
      return write('update', await readJsonBody(request));
    case 'DELETE':
      return write('delete', null);
    default:
      throw postgrestError(405, `The embedded backend does not support ${method}`);
  }
}
