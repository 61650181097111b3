import { EMBEDDED_SERVICE_ROLE_KEY } from '@/embedded-backend/keys';
import { anonClient, withTestBackend } from '@/tests/helpers/embedded-server';

/**
 * Row-level security as the anon key meets it: the real migrations in a real Postgres, reached
 * through supabase-js over HTTP. What the anon key could not change is read back as the database
 * owner, so a write that "succeeded" quietly would show here.
 */
const backend = withTestBackend();

async function ownerSnapshot(): Promise<unknown> {
  const { db } = backend.server.backend;
  const projects = await db.query('select * from public.projects order by id');
  const roles = await db.query('select * from public.roles order by id');
  return { projects: projects.rows, roles: roles.rows };
}

describe('row-level security with the anon key', () => {
  it('has RLS enabled on every table, with select-only policies for anon and authenticated', async () => {
    const tables = await backend.server.backend.db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relname in ('content_version', 'projects', 'roles') order by relname",
    );
    expect(tables.rows).toEqual([
      { relname: 'content_version', relrowsecurity: true },
      { relname: 'projects', relrowsecurity: true },
      { relname: 'roles', relrowsecurity: true },
    ]);
    const policies = await backend.server.backend.db.query<{ tablename: string; cmd: string; roles: string }>(
      "select tablename, cmd, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'public' order by tablename",
    );
    expect(policies.rows).toEqual([
      { tablename: 'content_version', cmd: 'SELECT', roles: 'anon,authenticated' },
      { tablename: 'projects', cmd: 'SELECT', roles: 'anon,authenticated' },
      { tablename: 'roles', cmd: 'SELECT', roles: 'anon,authenticated' },
    ]);
  });

  it('reads every row of both tables', async () => {
    const projects = await backend.supabase.from('projects').select('*');
    const roles = await backend.supabase.from('roles').select('*');
    expect(projects.error).toBeNull();
    expect(roles.error).toBeNull();
    const owner = (await ownerSnapshot()) as { projects: unknown[]; roles: unknown[] };
    expect(projects.data).toHaveLength(owner.projects.length);
    expect(roles.data).toHaveLength(owner.roles.length);
  });

  it.each(['projects', 'roles'] as const)('cannot insert, update or delete %s', async (table) => {
    const before = await ownerSnapshot();

    const row =
      table === 'projects'
        ? { title: 'Defaced', short_description: 'pwned' }
        : { company: 'Defaced', timeframe: 'now', title: 'pwned' };
    const insert = await backend.supabase.from(table).insert(row as never);
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');

    // With no update or delete policy the rows are invisible to the write: nothing matches.
    const update = await backend.supabase
      .from(table)
      .update({ title: 'Defaced' } as never)
      .eq('id', 1)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);

    const remove = await backend.supabase.from(table).delete().eq('id', 1).select();
    expect(remove.error).toBeNull();
    expect(remove.data).toEqual([]);

    const updateAll = await backend.supabase.from(table).update({ title: 'Defaced' } as never).select();
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
