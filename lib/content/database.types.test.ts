import type { PGlite } from '@electric-sql/pglite';
import { startEmbeddedDatabase } from '@/embedded-backend/database';
import type { Database, Json, Tables, TableName } from './database.types';

/**
 * The hand-written Database type against the schema the migrations really create. The column maps
 * below are typed from `Tables<…>`: a column missing from the type, or one the type has in excess,
 * or a nullability that disagrees, fails `npm run typecheck`; this test then checks the same maps
 * against Postgres's own catalogue.
 */
// `Json` includes null whatever the column's nullability (as in generated types), so a jsonb
// column's nullability is checked against Postgres only.
type Column<T> = { type: string; nullable: Json extends T ? boolean : null extends T ? true : false };
type Columns<Row> = { [K in keyof Row]-?: Column<Row[K]> };

const expected: { [T in TableName]: Columns<Tables<T>> } = {
  projects: {
    id: { type: 'bigint', nullable: false },
    title: { type: 'text', nullable: false },
    short_description: { type: 'text', nullable: false },
    website_link: { type: 'text', nullable: true },
    github_link: { type: 'text', nullable: true },
    tags: { type: 'text[]', nullable: false },
  },
  roles: {
    id: { type: 'bigint', nullable: false },
    company: { type: 'text', nullable: false },
    timeframe: { type: 'text', nullable: false },
    title: { type: 'text', nullable: false },
    description: { type: 'text', nullable: false },
    is_current_role: { type: 'boolean', nullable: false },
    responsibilities: { type: 'jsonb', nullable: false },
  },
  project_translations: {
    project_id: { type: 'bigint', nullable: false },
    locale: { type: 'text', nullable: false },
    title: { type: 'text', nullable: true },
    short_description: { type: 'text', nullable: true },
  },
  role_translations: {
    role_id: { type: 'bigint', nullable: false },
    locale: { type: 'text', nullable: false },
    company: { type: 'text', nullable: true },
    title: { type: 'text', nullable: true },
    timeframe: { type: 'text', nullable: true },
    description: { type: 'text', nullable: true },
    responsibility_labels: { type: 'text[]', nullable: true },
  },
  content_version: {
    id: { type: 'boolean', nullable: false },
    version: { type: 'bigint', nullable: false },
    changed_at: { type: 'timestamp with time zone', nullable: false },
  },
};

// Typed from the Database type, so a relationship it lacks or has in excess fails typecheck too.
const relationships: { [T in TableName]: Database['public']['Tables'][T]['Relationships'] } = {
  projects: [],
  roles: [],
  project_translations: [
    { foreignKeyName: 'project_translations_project_id_fkey', columns: ['project_id'], isOneToOne: false, referencedRelation: 'projects', referencedColumns: ['id'] },
  ],
  role_translations: [
    { foreignKeyName: 'role_translations_role_id_fkey', columns: ['role_id'], isOneToOne: false, referencedRelation: 'roles', referencedColumns: ['id'] },
  ],
  content_version: [],
};

let db: PGlite;
// Unseeded, so not the snapshot the global setup warms: a cold Postgres start, seconds on a busy machine.
beforeAll(async () => {
  db = await startEmbeddedDatabase({ seed: false });
}, 30_000);
afterAll(async () => {
  await db.close();
});

it.each(Object.keys(expected) as TableName[])('the Database type matches the migrated %s table', async (table) => {
  const result = await db.query<{ column_name: string; type: string; nullable: boolean }>(
    `select a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
      order by a.attnum`,
    [`public.${table}`],
  );
  const actual = Object.fromEntries(result.rows.map((row) => [row.column_name, { type: row.type, nullable: row.nullable }]));
  expect(actual).toEqual(expected[table]);
});

it.each(Object.keys(relationships) as TableName[])('the Database type names the foreign keys of the migrated %s table', async (table) => {
  const result = await db.query<{ name: string; columns: string[]; one_to_one: boolean; referenced: string; referenced_columns: string[] }>(
    `select c.conname as name,
            array(select attname from pg_attribute where attrelid = c.conrelid and attnum = any (c.conkey)) as columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = c.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int[] @> c.conkey::int[] and u.conkey::int[] <@ c.conkey::int[]) as one_to_one,
            c.confrelid::regclass::text as referenced,
            array(select attname from pg_attribute where attrelid = c.confrelid and attnum = any (c.confkey)) as referenced_columns
       from pg_constraint c
      where c.conrelid = $1::regclass and c.contype = 'f'
      order by c.conname`,
    [`public.${table}`],
  );
  const actual = result.rows.map((row) => ({
    foreignKeyName: row.name,
    columns: row.columns,
    isOneToOne: row.one_to_one,
    referencedRelation: row.referenced,
    referencedColumns: row.referenced_columns,
  }));
  expect(actual).toEqual(relationships[table]);
});
