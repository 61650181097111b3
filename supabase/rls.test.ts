import { EMBEDDED_SERVICE_ROLE_KEY } from '@/embedded-backend/keys';
import { anonClient, withTestBackend } from '@/tests/helpers/embedded-server';

/**
 * Row-level security as the anon key meets it, on every content table: the real migrations in a
 * real Postgres, reached through supabase-js over HTTP. What the anon key could not change is read
 * back as the database owner, so a write that "succeeded" quietly would show here.
 */
const backend = withTestBackend();

const CONTENT_TABLES = ['projects', 'roles', 'project_translations', 'role_translations'] as const;
type ContentTable = (typeof CONTENT_TABLES)[number];

async function ownerSnapshot(): Promise<Record<ContentTable, unknown[]>> {
  const { db } = backend.server.backend;
  const snapshot = {} as Record<ContentTable, unknown[]>;
  // In primary-key order (the first column; locale, second, for translations), so equal rows compare equal.
  for (const table of CONTENT_TABLES) snapshot[table] = (await db.query(`select * from public.${table} order by 1, 2`)).rows;
  return snapshot;
}

/** A row each table accepts from its owner, and an update that would change any row. */
const WRITES: Record<ContentTable, { row: object; update: object; key: [string, number] }> = {
  projects: { row: { title: 'Defaced', short_description: 'pwned' }, update: { title: 'Defaced' }, key: ['id', 1] },
  roles: { row: { company: 'Defaced', timeframe: 'now', title: 'pwned' }, update: { title: 'Defaced' }, key: ['id', 1] },
  project_translations: { row: { project_id: 2, locale: 'fr', title: 'pwned' }, update: { title: 'Defaced' }, key: ['project_id', 1] },
  role_translations: { row: { role_id: 2, locale: 'fr', title: 'pwned' }, update: { responsibility_labels: ['Defaced'] }, key: ['role_id', 1] },
};

describe('row-level security with the anon key', () => {
  it('has RLS enabled on every table, with select-only policies for anon and authenticated', async () => {
    const tables = await backend.server.backend.db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname",
    );
    expect(tables.rows).toEqual([
      { relname: 'content_version', relrowsecurity: true },
      { relname: 'project_translations', relrowsecurity: true },
      { relname: 'projects', relrowsecurity: true },
      { relname: 'role_translations', relrowsecurity: true },
      { relname: 'roles', relrowsecurity: true },
    ]);
    const policies = await backend.server.backend.db.query<{ tablename: string; cmd: string; roles: string }>(
      "select tablename, cmd, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'public' order by tablename",
    );
    expect(policies.rows).toEqual([
      { tablename: 'content_version', cmd: 'SELECT', roles: 'anon,authenticated' },
      { tablename: 'project_translations', cmd: 'SELECT', roles: 'anon,authenticated' },
      { tablename: 'projects', cmd: 'SELECT', roles: 'anon,authenticated' },
      { tablename: 'role_translations', cmd: 'SELECT', roles: 'anon,authenticated' },
      { tablename: 'roles', cmd: 'SELECT', roles: 'anon,authenticated' },
    ]);
  });

  it.each(CONTENT_TABLES)('reads every row of %s', async (table) => {
    const { data, error } = await backend.supabase.from(table).select('*');
    expect(error).toBeNull();
    const owner = await ownerSnapshot();
    expect(owner[table].length).toBeGreaterThan(0); // the seed has rows in each
    expect(data).toHaveLength(owner[table].length);
  });

  it.each(CONTENT_TABLES)('cannot insert, update or delete %s', async (table) => {
    const before = await ownerSnapshot();
    const { row, update: changes, key } = WRITES[table];

    const insert = await backend.supabase.from(table).insert(row as never);
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');

    // With no update or delete policy the rows are invisible to the write: nothing matches.
    const update = await backend.supabase
      .from(table)
      .update(changes as never)
      .eq(...key)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);

    const remove = await backend.supabase.from(table).delete().eq(...key).select();
    expect(remove.error).toBeNull();
    expect(remove.data).toEqual([]);

    const updateAll = await backend.supabase.from(table).update(changes as never).select();
    expect(updateAll.data).toEqual([]);
    const removeAll = await backend.supabase.from(table).delete().select();
    expect(removeAll.data).toEqual([]);

    expect(await ownerSnapshot()).toEqual(before);
  });
});

describe('the service role key (embedded backend only)', () => {
  it('bypasses row-level security, as on hosted Supabase', async () => {
    const service = anonClient(backend.server.url, EMBEDDED_SERVICE_ROLE_KEY);
    const insert = await service.from('projects').insert({ title: 'Written by the owner' }).select('id,title');
    expect(insert.error).toBeNull();
    expect(insert.status).toBe(201);
    const id = insert.data?.[0]?.id;
    const owner = await backend.server.backend.db.query('select title from public.projects where id = $1', [id]);
    expect(owner.rows).toEqual([{ title: 'Written by the owner' }]);
    const remove = await service.from('projects').delete().eq('id', id as number).select('id');
    expect(remove.data).toEqual([{ id }]);
  });
});
