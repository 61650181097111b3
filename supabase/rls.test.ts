import { EMBEDDED_SERVICE_ROLE_KEY } from '@/embedded-backend/keys';
import { anonClient, withTestBackend } from '@/tests/helpers/embedded-server';

/** What the anon key may not do, on every content table, is content-tables.test.ts's walk; here, what the service role may. */
const backend = withTestBackend();

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
