import { EMBEDDED_SERVICE_ROLE_KEY } from '@/embedded-backend/keys';
import { anonClient, withTestBackend } from '@/tests/helpers/embedded-server';

/**
 * The content version as the migrations make it, in a real Postgres behind the embedded PostgREST:
 * bumped once per statement that changes projects, roles or their translations, readable with the
 * anon key, writable by no one through the API.
 */
const backend = withTestBackend();

async function version(): Promise<number> {
  const { rows } = await backend.server.backend.db.query<{ version: string }>('select version from public.content_version');
  expect(rows).toHaveLength(1);
  return Number(rows[0]!.version);
}

const owner = () => backend.server.backend.db;

describe('the content version', () => {
  it('is one row the anon key can read', async () => {
    const { data, error } = await backend.supabase.from('content_version').select('version');
    expect(error).toBeNull();
    expect(data).toEqual([{ version: await version() }]);
  });

  it.each(['projects', 'roles'] as const)('goes up once per statement that inserts, updates, deletes or truncates %s', async (table) => {
    const row = table === 'projects' ? "(title) values ('A'), ('B'), ('C')" : "(company, timeframe, title) values ('A', 'now', 'x'), ('B', 'now', 'y')";
    const start = await version();
    await owner().query(`insert into public.${table} ${row}`); // several rows, one statement
    expect(await version()).toBe(start + 1);
    await owner().query(`update public.${table} set title = title || '!' where title in ('A', 'B', 'x', 'y')`);
    expect(await version()).toBe(start + 2);
    await owner().query(`update public.${table} set title = title where false`); // a statement that touches nothing
    expect(await version()).toBe(start + 3);
    // The delete cascades to the table's translations: a second statement, whatever the row count.
    await owner().query(`delete from public.${table} where title like '%!' or title in ('C')`);
    expect(await version()).toBe(start + 5);
  });

  it.each([
    ['project_translations', 'project_id, locale, title', "(1, 'fr', 'A'), (2, 'fr', 'B'), (3, 'fr', 'C')"],
    ['role_translations', 'role_id, locale, title, responsibility_labels', "(1, 'fr', 'A', '{x}'), (2, 'fr', null, '{y}')"],
  ])('goes up once per statement that inserts, updates or deletes %s', async (table, columns, values) => {
    const start = await version();
    await owner().query(`insert into public.${table} (${columns}) values ${values}`);
    expect(await version()).toBe(start + 1);
    await owner().query(`update public.${table} set title = coalesce(title, '') || '!' where locale = 'fr'`);
    expect(await version()).toBe(start + 2);
    await owner().query(`update public.${table} set title = title where false`);
    expect(await version()).toBe(start + 3);
    await owner().query(`delete from public.${table} where locale = 'fr'`);
    expect(await version()).toBe(start + 4);
  });

  it.each([
    // Truncating a base table must cascade to its translations, which count as a statement of their own.
    ['public.projects cascade', 2],
    ['public.roles cascade', 2],
    ['public.project_translations', 1],
    ['public.role_translations', 1],
  ])('goes up on a truncate of %s, and stays one row', async (tables, bumps) => {
    const db = owner();
    await db.query('begin');
    try {
      const start = await version();
      await db.query(`truncate ${tables}`);
      expect(await version()).toBe(start + bumps);
    } finally {
      await db.query('rollback');
    }
  });

  it('does not move for reads', async () => {
    const start = await version();
    await backend.supabase.from('projects').select('*');
    await backend.supabase.from('roles').select('*');
    await backend.supabase.from('project_translations').select('*').eq('locale', 'de');
    await backend.supabase.from('role_translations').select('*');
    expect(await version()).toBe(start);
  });

  it.each([
    ['the anon key', undefined],
    ['the service role key', EMBEDDED_SERVICE_ROLE_KEY],
  ])('cannot be written with %s', async (_name, key) => {
    const client = key ? anonClient(backend.server.url, key) : backend.supabase;
    const start = await version();
    const update = await client.from('content_version').update({ version: 0 }).eq('id', true).select();
    expect(update.error?.code).toBe('42501');
    const insert = await client.from('content_version').insert({ id: true, version: 0 });
    expect(insert.error?.code).toBe('42501');
    const remove = await client.from('content_version').delete().eq('id', true).select();
    expect(remove.error?.code).toBe('42501');
    expect(await version()).toBe(start);
  });

  it('can have no second row', async () => {
    await expect(owner().query('insert into public.content_version (id) values (false)')).rejects.toThrow(/content_version_single_row/);
  });
});
