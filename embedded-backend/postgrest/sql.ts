import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SCHEMA, type ApiRole, type EqFilter, type OrderTerm, type TableQuery, type Write } from './request';

export type JsonRows = { body: string; n: number };

export async function tableExists(db: PGlite, table: string): Promise<boolean> {
  const result = await db.query<{ exists: boolean }>(
    'select exists (select 1 from pg_catalog.pg_tables where schemaname = $1 and tablename = $2) as exists',
    [SCHEMA, table],
  );
  return result.rows[0]?.exists === true;
}

/** The rows a read asks for and, when `count` is set, how many match without the limit. */
export async function selectRows(
  db: PGlite,
  role: ApiRole,
  table: string,
  query: TableQuery,
  count: boolean,
): Promise<{ rows: JsonRows; total: number | undefined }> {
  const params: unknown[] = [];
  const columns = selectList(query.columns);
  const where = whereClause(filterConditions(query.filters, params));
  const offset = query.offset ?? 0;
  const page =
    (query.limit === undefined ? '' : ` limit ${query.limit}`) + (offset ? ` offset ${offset}` : '');
  const rowsSql = `select ${columns} from ${qualifiedTable(table)} as _t${where}${orderClause(query.order)}${page}`;

  return asRole(db, role, async (tx) => {
    const result = await tx.query<JsonRows>(
      `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (${rowsSql}) as _r`,
      params,
    );
    const counted = count
      ? await tx.query<{ n: number }>(
          `select count(*)::int as n from ${qualifiedTable(table)} as _t${where}`,
          params,
        )
      : null;
    return { rows: result.rows[0] ?? { body: '[]', n: 0 }, total: counted?.rows[0]?.n };
  });
}

export async function writeRows(db: PGlite, role: ApiRole, table: string, query: TableQuery, write: Write): Promise<JsonRows> {
  const params: unknown[] = [];
  const target = `${qualifiedTable(table)} as _t`;
  const returning = selectList(query.columns);
  let statement: string;
  if (write.kind === 'insert') {
    params.push(write.json);
    const list = write.columns.map(quoteIdent).join(', ');
    statement = `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${qualifiedTable(table)}, $1::json) returning ${returning}`;
  } else if (write.kind === 'update') {
    params.push(write.json);
    const assignments = write.columns.map((c) => `${quoteIdent(c)} = _v.${quoteIdent(c)}`).join(', ');
    const where = whereClause(filterConditions(query.filters, params));
    statement = `update ${target} set ${assignments} from (select * from json_populate_record(null::${qualifiedTable(table)}, $1::json)) as _v${where} returning ${returning}`;
  } else {
    statement = `delete from ${target}${whereClause(filterConditions(query.filters, params))} returning ${returning}`;
  }

  return asRole(db, role, async (tx) => {
    const result = await tx.query<JsonRows>(
      `with _w as (${statement}) select coalesce(json_agg(_w), '[]'::json)::text as body, count(*)::int as n from _w`,
      params,
    );
    return result.rows[0] ?? { body: '[]', n: 0 };
  });
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
      // The response needs the role to tell 401 from 403 (see response.ts).
      throw Object.assign(error as object, { apiRole: role });
    }
  });
}
