import type { PGlite } from '@electric-sql/pglite';
import { CONTENT_TABLES, storedTables } from '@/lib/content/tables';
import { translatedFields, translationKey, translationTable, type TableDeclaration } from '@/lib/content/tables/define';
import { withTestBackend } from '@/tests/helpers/embedded-server';
import { requests, resetRepublish, startRepublishDatabase } from './republish-stand-ins';

/**
 * Every declared table, and its translation table, as the migrations make them: the anon key reads
 * it and cannot write it, an edit moves the content version, and republish.sql covers it, a table
 * attached after republish.sql ran included. Each case names its table.
 */
const backend = withTestBackend();
const owner = () => backend.server.backend.db;

/** A table as the walk writes it: a row its owner may insert, and a column any update can set. */
type Walked = { name: string; key: string; rows: (ids: number[]) => Record<string, unknown>[]; column: string; value: unknown };

function walked(table: TableDeclaration): Walked[] {
  const required = Object.values(table.fields).filter((field) => field.stored === 'required');
  const text = Object.values(table.fields).find((field) => field.type === 'text')!;
  const base: Walked = {
    name: table.name,
    key: 'id',
    rows: () => ['A', 'B'].map((mark) => Object.fromEntries(required.map((field) => [field.column, `Walked ${mark}`]))),
    column: text.column,
    value: 'Defaced',
  };
  const [translated] = translatedFields(table);
  if (!translated) return [base];
  const translation: Walked = {
    name: translationTable(table),
    key: translationKey(table),
    // Languages no seed row has, for an item the seed has.
    rows: ([id]) => ['fr', 'it'].map((locale) => ({ [translationKey(table)]: id, locale, [translated.column]: translated.list ? ['Walked'] : 'Walked' })),
    column: translated.column,
    value: translated.list ? ['Defaced'] : 'Defaced',
  };
  return [base, translation];
}

const WALKED = CONTENT_TABLES.flatMap(walked);
const byName = (name: string) => WALKED.find((table) => table.name === name)!;

async function insert(db: PGlite, table: Walked, rows: Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0]!);
  const values = rows.map((_, row) => `(${columns.map((_column, index) => `$${row * columns.length + index + 1}`).join(', ')})`);
  await db.query(`insert into public.${table.name} (${columns.join(', ')}) values ${values.join(', ')}`, rows.flatMap((row) => Object.values(row)));
}

async function seededIds(db: PGlite, table: Walked): Promise<number[]> {
  const base = CONTENT_TABLES.find((declared) => translationTable(declared) === table.name)?.name ?? table.name;
  return (await db.query<{ id: number }>(`select id from public.${base} order by id`)).rows.map((row) => Number(row.id));
}

async function version(db: PGlite): Promise<number> {
  return Number((await db.query<{ version: string }>('select version from public.content_version')).rows[0]!.version);
}

it('walks every table the content is stored in, and the public schema holds no other but the content version', async () => {
  expect(WALKED.map((table) => table.name)).toEqual(storedTables());
  const tables = await owner().query<{ relname: string }>("select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname");
  expect(tables.rows.map((row) => row.relname)).toEqual([...storedTables(), 'content_version'].sort());
});

describe.each(WALKED.map((table) => [table.name]))('%s', (name) => {
  const table = byName(name);

  it('has row-level security, with one policy: select, for anon and authenticated', async () => {
    const security = await owner().query<{ relrowsecurity: boolean }>('select relrowsecurity from pg_class where oid = to_regclass($1)', [`public.${name}`]);
    expect(security.rows).toEqual([{ relrowsecurity: true }]);
    const policies = await owner().query<{ cmd: string; roles: string }>(
      "select cmd, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'public' and tablename = $1",
      [name],
    );
    expect(policies.rows).toEqual([{ cmd: 'SELECT', roles: 'anon,authenticated' }]);
  });

  it('is read whole with the anon key, and the seed has rows in it', async () => {
    const { data, error } = await backend.supabase.from(name as 'projects').select('*');
    expect(error).toBeNull();
    const rows = (await owner().query(`select * from public.${name}`)).rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(data).toHaveLength(rows.length);
  });

  it('cannot be inserted into, updated or deleted from with the anon key', async () => {
    const snapshot = async () => (await owner().query(`select * from public.${name} order by 1, 2`)).rows;
    const before = await snapshot();
    const [first] = await seededIds(owner(), table);
    const client = backend.supabase.from(name as 'projects');

    const insertion = await client.insert(table.rows([first!])[0] as never);
    expect({ status: insertion.status, code: insertion.error?.code }).toEqual({ status: 401, code: '42501' });
    // With no update or delete policy the rows are invisible to the write: nothing matches.
    const update = await backend.supabase
      .from(name as 'projects')
      .update({ [table.column]: table.value } as never)
      .eq(table.key as 'id', first!)
      .select();
    expect({ error: update.error, data: update.data }).toEqual({ error: null, data: [] });
    const removal = await backend.supabase.from(name as 'projects').delete().eq(table.key as 'id', first!).select();
    expect({ error: removal.error, data: removal.data }).toEqual({ error: null, data: [] });
    expect((await backend.supabase.from(name as 'projects').update({ [table.column]: table.value } as never).select()).data).toEqual([]);
    expect((await backend.supabase.from(name as 'projects').delete().select()).data).toEqual([]);

    expect(await snapshot()).toEqual(before);
  });

  it('moves the content version once per statement that writes it', async () => {
    const db = owner();
    await db.query('begin');
    try {
      const start = await version(db);
      await insert(db, table, table.rows(await seededIds(db, table))); // two rows, one statement
      expect(await version(db)).toBe(start + 1);
      await db.query(`update public.${name} set ${table.column} = ${table.column}`);
      expect(await version(db)).toBe(start + 2);
      await db.query(`update public.${name} set ${table.column} = ${table.column} where false`); // a statement that touches nothing
      expect(await version(db)).toBe(start + 3);
      await db.query(`truncate public.${name} cascade`);
      expect(await version(db)).toBeGreaterThan(start + 3);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('supabase/republish.sql', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await startRepublishDatabase();
  });

  afterAll(async () => {
    await db.close();
  });

  beforeEach(() => resetRepublish(db));

  /** What one edit sent, as the workflow's payload names it. */
  async function dispatchedFor(sql: string): Promise<unknown[]> {
    await db.exec(sql);
    const sent = (await requests(db)).map((request) => request.body);
    await resetRepublish(db);
    return sent;
  }

  it.each(WALKED.map((table) => [table.name]))('republishes the site on an edit of %s', async (name) => {
    const { column } = byName(name);
    expect(await dispatchedFor(`update public.${name} set ${column} = ${column}`)).toEqual([
      { event_type: 'content-changed', client_payload: { table: name, operation: 'update' } },
    ]);
  });

  // A name no declaration takes: an owner's project may add any table, `talks` included.
  it('covers a table a migration attaches after republish.sql ran, which moves the version too', async () => {
    await db.exec(`
      create table public.later_table (id bigint generated by default as identity primary key, title text not null);
      select public.attach_content_table('public.later_table');
    `);
    try {
      const start = await version(db);
      expect(await dispatchedFor(`insert into public.later_table (title) values ('A later row')`)).toEqual([
        { event_type: 'content-changed', client_payload: { table: 'later_table', operation: 'insert' } },
      ]);
      expect(await version(db)).toBe(start + 1);
    } finally {
      await db.exec('drop table public.later_table');
    }
  });
});

describe('public.attach_content_table', () => {
  it('attaches only the version trigger where republish.sql was never applied, and no API role may call it', async () => {
    const db = owner();
    await db.query('begin');
    try {
      await db.exec(`
        create table public.later_table (id bigint generated by default as identity primary key, title text not null);
        select public.attach_content_table('public.later_table');
        select public.attach_content_table('public.later_table');
      `);
      const triggers = await db.query<{ tgname: string; function: string }>("select tgname, tgfoid::regproc::text as function from pg_trigger where tgrelid = 'public.later_table'::regclass");
      expect(triggers.rows).toEqual([{ tgname: 'later_table_bump_content_version', function: 'bump_content_version' }]);
    } finally {
      await db.query('rollback');
    }
    const privileges = await db.query<{ role: string; execute: boolean }>(
      "select role, has_function_privilege(role, 'public.attach_content_table(regclass)', 'execute') as execute from unnest(array['anon', 'authenticated', 'service_role']) as role",
    );
    expect(privileges.rows.filter((row) => row.execute)).toEqual([]);
  });
});
