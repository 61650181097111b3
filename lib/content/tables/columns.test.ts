import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase } from '@/embedded-backend/database';
import type { Database, Tables } from '../database.types';
import { translatedFields, translationKey, translationTable, type TableDeclaration } from './define';
import { CONTENT_TABLES } from './index';

/**
 * Each declaration against the table the migrations really create, and its translation table
 * against the columns the declaration's translated fields name: the Database type and every read
 * follow from the declarations, so a column they name must be there, typed and nullable as said.
 */
type Column = { type: string; nullable: boolean };

const declaredColumns = (table: TableDeclaration): Record<string, Column> =>
  Object.fromEntries(Object.values(table.fields).map((field) => [field.column, { type: field.type, nullable: field.stored === 'nullable' }]));

const translationColumns = (table: TableDeclaration): Record<string, Column> => ({
  [translationKey(table)]: { type: 'bigint', nullable: false },
  locale: { type: 'text', nullable: false },
  ...Object.fromEntries(translatedFields(table).map(({ column, list }) => [column, { type: list ? 'text[]' : 'text', nullable: true }])),
});

const expected: Record<string, Record<string, Column>> = {
  ...Object.fromEntries(CONTENT_TABLES.flatMap((table) => [[table.name, declaredColumns(table)], [translationTable(table), translationColumns(table)]])),
  content_version: {
    id: { type: 'boolean', nullable: false },
    version: { type: 'bigint', nullable: false },
    changed_at: { type: 'timestamp with time zone', nullable: false },
  },
};

// What the Database type derives, for one table and one translation table, spelled out: a wrong derivation fails typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const derived: [
  Same<
    Tables<'projects'>,
    {
      id: number;
      title: string;
      short_description: string;
      website_link: string | null;
      github_link: string | null;
      tags: string[];
      highlights: string[];
      start_date: string | null;
      end_date: string | null;
      image: string | null;
      image_alt: string | null;
      body: string | null;
      slug: string | null;
    }
  >,
  Same<
    Tables<'role_translations'>,
    { role_id: number; locale: string; company: string | null; timeframe: string | null; title: string | null; description: string | null; responsibility_labels: (string | null)[] | null; location: string | null; highlight_labels: (string | null)[] | null }
  >,
  Same<Database['public']['Tables']['roles']['Insert'], { id?: number; company: string; timeframe: string; title: string; description?: string; is_current_role?: boolean; responsibilities?: Tables<'roles'>['responsibilities']; url?: string | null; location?: string | null; start_date?: string | null; end_date?: string | null; highlights?: string[] }>,
] = [true, true, true];

let db: PGlite;
// Unseeded, so not the snapshot the global setup warms: a cold Postgres start, seconds on a busy machine.
beforeAll(async () => {
  db = await openEmbeddedDatabase({ seed: false });
}, 30_000);
afterAll(async () => {
  await db.close();
});

it('derives the Database type from the declarations', () => {
  expect(derived).toEqual([true, true, true]);
});

it.each(Object.keys(expected))('the declarations match the migrated %s table', async (table) => {
  const result = await db.query<{ column_name: string; type: string; nullable: boolean }>(
    `select a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable
       from pg_attribute a
      where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [`public.${table}`],
  );
  const actual = Object.fromEntries(result.rows.map((row) => [row.column_name, { type: row.type, nullable: row.nullable }]));
  expect({ table, columns: actual }).toEqual({ table, columns: expected[table] });
});

it.each(CONTENT_TABLES.map((table) => [translationTable(table), table] as const))('%s references its table, as the Database type says', async (name, table) => {
  const result = await db.query<{ name: string; columns: string[]; referenced: string; referenced_columns: string[] }>(
    `select c.conname as name,
            array(select attname from pg_attribute where attrelid = c.conrelid and attnum = any (c.conkey)) as columns,
            c.confrelid::regclass::text as referenced,
            array(select attname from pg_attribute where attrelid = c.confrelid and attnum = any (c.confkey)) as referenced_columns
       from pg_constraint c
      where c.conrelid = to_regclass($1) and c.contype = 'f'`,
    [`public.${name}`],
  );
  const key = translationKey(table);
  expect(result.rows).toEqual([{ name: `${name}_${key}_fkey`, columns: [key], referenced: table.name, referenced_columns: ['id'] }]);
});
