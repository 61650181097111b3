import { EMBEDDED_ANON_KEY } from '../keys';
import { anonClient, withTestBackend } from '@/tests/helpers/embedded-server';

const backend = withTestBackend();

describe('the embedded PostgREST subset, through supabase-js', () => {
  it('selects all columns in the requested order', async () => {
    const { data, error, status } = await backend.supabase.from('roles').select('*').order('id', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.map((role) => role.id)).toEqual([4, 3, 2, 1]);
    expect(data?.[3]).toMatchObject({ id: 1, company: 'Brightline Telecom', is_current_role: true });
    expect(Array.isArray(data?.[3]?.responsibilities)).toBe(true);
  });

  it('selects named columns with an eq filter and a limit', async () => {
    const { data, error } = await backend.supabase
      .from('projects')
      .select('id,title,tags')
      .eq('id', 3)
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, title: 'Plan Picker', tags: ['Accessibility', 'CSS'] }]);
  });

  it('filters a text column with eq, as the refresh reads one language of the translations', async () => {
    const german = await backend.supabase.from('role_translations').select('*').eq('locale', 'de').order('role_id', { ascending: true });
    expect(german.error).toBeNull();
    expect(german.data).toEqual([
      {
        role_id: 1,
        locale: 'de',
        company: null,
        title: 'Senior Full-Stack-Entwickler',
        timeframe: null,
        description: null,
        responsibility_labels: ['Checkout- & Commerce-Oberflächen', null, 'Technisches Programmmanagement'],
        location: null,
        highlight_labels: null,
      },
    ]);
    const brazilian = await backend.supabase.from('project_translations').select('project_id').eq('locale', 'pt-BR');
    expect(brazilian.error).toBeNull();
    expect(brazilian.data).toEqual([]);
  });

  it('answers a HEAD with an exact count in Content-Range', async () => {
    const { count, data, error } = await backend.supabase.from('projects').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(6);
  });

  it('answers single() with one object, and PGRST116 when several rows match', async () => {
    const one = await backend.supabase.from('roles').select('company').eq('id', 1).single();
    expect(one.data).toEqual({ company: 'Brightline Telecom' });
    const many = await backend.supabase.from('roles').select('company').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
  });

  it('answers an unknown table with 404 and PGRST205', async () => {
    const { data, error, status } = await backend.supabase.from('nope' as 'roles').select('*');
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.nope' in the schema cache" });
  });

  it.each([
    ['a select it cannot parse', () => backend.supabase.from('roles').select('id,(')],
    ['an order it cannot parse', () => backend.supabase.from('roles').select('id').order('id;drop')],
    ['a negative limit', () => backend.supabase.from('roles').select('id').limit(-1)],
    ['a filter operator it does not support', () => backend.supabase.from('roles').select('id').gt('id', 1)],
  ])('answers %s with 400 and PGRST100, never ignoring it', async (_name, run) => {
    const { data, error, status } = await run();
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('refuses an anon insert with 401 and 42501', async () => {
    const { error, status } = await backend.supabase.from('projects').insert({ title: 'Injected' });
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
    expect(error?.message).toMatch(/row-level security/);
  });

  it('echoes the requested headers on a preflight, without asking for a key', async () => {
    const response = await fetch(`${backend.server.url}/rest/v1/projects?select=*`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,accept-profile',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey,authorization,x-client-info,accept-profile');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('refuses a request without an apikey, and one with the wrong key', async () => {
    const missing = await fetch(`${backend.server.url}/rest/v1/projects?select=*`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });

    const wrong = await anonClient(backend.server.url, 'not-the-anon-key').from('projects').select('*');
    expect(wrong.status).toBe(401);
    expect(wrong.data).toBeNull();
    expect(wrong.error?.message).toBe('Invalid API key');
  });

  it('sends PostgREST headers: Content-Range, Content-Profile and CORS', async () => {
    const response = await fetch(`${backend.server.url}/rest/v1/roles?select=id&order=id.asc&limit=2`, {
      headers: { apikey: EMBEDDED_ANON_KEY },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-1/*');
    expect(response.headers.get('content-profile')).toBe('public');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('refuses a schema other than public with 406 and PGRST106', async () => {
    const response = await fetch(`${backend.server.url}/rest/v1/roles?select=id`, {
      headers: { apikey: EMBEDDED_ANON_KEY, 'Accept-Profile': 'auth' },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106' });
  });
});
