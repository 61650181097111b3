import { EMBEDDED_SERVICE_ROLE_KEY } from '@/embedded-backend/keys';
import { storedTables } from '@/lib/content/tables';
import { anonClient, withTestBackend } from '@/tests/helpers/embedded-server';

/**
 * The content version as the migrations make it, in a real Postgres behind the embedded PostgREST:
 * readable with the anon key, writable by no one through the API. That every content table's edit
 * moves it is content-tables.test.ts's walk.
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

  it('does not move for reads', async () => {
    const start = await version();
    for (const table of storedTables()) await backend.supabase.from(table as 'projects').select('*');
    await backend.supabase.from('project_translations').select('*').eq('locale', 'de');
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
