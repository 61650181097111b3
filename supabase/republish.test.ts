import type { PGlite } from '@electric-sql/pglite';
import { storedTables } from '@/lib/content/tables';
import { applyRepublish, requests as sent, resetRepublish, startRepublishDatabase } from './republish-stand-ins';

/** supabase/republish.sql's behaviour; that it covers every content table is content-tables.test.ts's walk. */
let db: PGlite;

beforeAll(async () => {
  db = await startRepublishDatabase();
});

afterAll(async () => {
  await db.close();
});

beforeEach(() => resetRepublish(db));

/** Runs SQL as one client round trip and returns the warnings Postgres sent back. */
async function edit(sql: string): Promise<string[]> {
  const warnings: string[] = [];
  await db.exec(sql, {
    onNotice: (notice) => {
      if (notice.severity === 'WARNING') warnings.push(notice.message ?? '');
    },
  });
  return warnings;
}

const requests = () => sent(db);

/** Pretends the last dispatch happened this long ago, instead of waiting for it. */
async function lastDispatchAgo(seconds: number): Promise<void> {
  await db.query(`update private.republish_state set last_dispatch_at = now() - make_interval(secs => $1)`, [seconds]);
}

async function projectTitled(title: string): Promise<boolean> {
  return (await db.query('select 1 from public.projects where title = $1', [title])).rows.length === 1;
}

describe('supabase/republish.sql', () => {
  it('sends one repository_dispatch for a burst of edits, with GitHub’s URL, headers and body', async () => {
    expect(await edit(`insert into public.projects (title) values ('Burst 1')`)).toEqual([]);
    await edit(`update public.projects set short_description = 'edited' where title = 'Burst 1'`);
    await edit(`update public.roles set description = description || '.'`);
    await edit(`begin; insert into public.projects (title) values ('Burst 2'); delete from public.projects where title = 'Burst 2'; commit;`);

    expect(await requests()).toEqual([
      {
        url: 'https://api.github.com/repos/octocat/portfolio/dispatches',
        body: { event_type: 'content-changed', client_payload: { table: 'projects', operation: 'insert' } },
        params: {},
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: 'Bearer github_pat_test',
          'X-GitHub-Api-Version': '2022-11-28',
          'Content-Type': 'application/json',
          'User-Agent': 'portfolio-republish',
        },
        timeout_milliseconds: 5000,
      },
    ]);
    expect(await projectTitled('Burst 1')).toBe(true);
  });

  it('sends another once a minute has passed since the last, and not before', async () => {
    await edit(`insert into public.projects (title) values ('First')`);
    await lastDispatchAgo(50);
    await edit(`update public.roles set description = description || '.'`);
    expect(await requests()).toHaveLength(1);

    await lastDispatchAgo(61);
    await edit(`update public.roles set description = description || '.'`);
    const sent = await requests();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual({ event_type: 'content-changed', client_payload: { table: 'roles', operation: 'update' } });
  });

  it('sends nothing for an edit that rolls back, and the next edit still sends', async () => {
    await edit(`begin; insert into public.projects (title) values ('Rolled back'); rollback;`);
    expect(await requests()).toEqual([]);
    await edit(`insert into public.projects (title) values ('Kept')`);
    expect(await requests()).toHaveLength(1);
  });

  it('without a token, saves the edit, sends nothing and warns on every edit', async () => {
    await db.query(`delete from vault.decrypted_secrets where name = 'github_dispatch_token'`);

    const warnings = await edit(`insert into public.projects (title) values ('No token')`);
    expect(warnings).toEqual([expect.stringMatching(/site was not republished .*store github_dispatch_token and github_repository/)]);
    expect(await projectTitled('No token')).toBe(true);
    expect(await requests()).toEqual([]);
    // Nothing was sent, so nothing is held back: the next edit tries, and warns, again.
    expect(await edit(`update public.projects set tags = '{x}' where title = 'No token'`)).toHaveLength(1);
  });

  it('warns about a repository that is not owner/name, and sends nothing', async () => {
    await db.query(`update vault.decrypted_secrets set decrypted_secret = 'https://github.com/octocat/portfolio' where name = 'github_repository'`);
    const warnings = await edit(`insert into public.projects (title) values ('Bad repository')`);
    expect(warnings).toEqual([expect.stringContaining('github_repository must be owner/name')]);
    expect(await projectTitled('Bad repository')).toBe(true);
    expect(await requests()).toEqual([]);
  });

  it('saves the edit when the call fails, warns with the error, and retries on the next edit', async () => {
    await db.query(`insert into net.failure values ('could not queue the request')`);
    const warnings = await edit(`insert into public.projects (title) values ('Call failed')`);
    expect(warnings).toEqual([expect.stringContaining('could not queue the request')]);
    expect(await projectTitled('Call failed')).toBe(true);

    await db.query('delete from net.failure');
    await edit(`update public.projects set tags = '{x}' where title = 'Call failed'`);
    expect(await requests()).toHaveLength(1);
  });

  it('calls a build hook when one is stored, with or without the GitHub settings', async () => {
    await db.query(`insert into vault.decrypted_secrets values ('republish_build_hook_url', 'https://api.netlify.com/build_hooks/abc')`);
    await edit(`insert into public.projects (title) values ('Hook and GitHub')`);
    expect((await requests()).map((request) => request.url)).toEqual([
      'https://api.github.com/repos/octocat/portfolio/dispatches',
      'https://api.netlify.com/build_hooks/abc',
    ]);

    await db.exec(`
      truncate net.requests;
      update private.republish_state set last_dispatch_at = null;
      delete from vault.decrypted_secrets where name like 'github_%';
    `);
    expect(await edit(`insert into public.projects (title) values ('Hook only')`)).toEqual([]);
    const sent = await requests();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: 'https://api.netlify.com/build_hooks/abc', headers: { 'Content-Type': 'application/json' } });
  });

  it('dispatches for edits by any role, while the API roles cannot reach its function or state', async () => {
    await edit(`set role service_role; insert into public.projects (title) values ('By the service role'); reset role;`);
    expect(await requests()).toHaveLength(1);

    const privileges = await db.query<Record<string, boolean>>(`
      select
        has_schema_privilege(role, 'private', 'usage') as schema,
        has_table_privilege(role, 'private.republish_state', 'select') as state,
        has_function_privilege(role, 'private.republish()', 'execute') as function
      from unnest(array['anon', 'authenticated']) as role
    `);
    expect(privileges.rows).toEqual([
      { schema: false, state: false, function: false },
      { schema: false, state: false, function: false },
    ]);

    const definition = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where oid = 'private.republish()'::regprocedure`,
    );
    expect(definition.rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });

  it('can be applied again without error or a second trigger', async () => {
    await applyRepublish(db);
    await edit(`insert into public.projects (title) values ('After re-applying')`);
    expect(await requests()).toHaveLength(1);
    const triggers = await db.query<{ table: string; count: number }>(`
      select tgrelid::regclass::text as table, count(*)::int as count from pg_trigger
       where tgfoid = 'private.republish()'::regprocedure group by 1 order by 1
    `);
    expect(triggers.rows).toEqual(storedTables().sort().map((table) => ({ table, count: 1 })));
  });

  it('applies where Storage is absent, as in the embedded backend, with no trigger on Storage', async () => {
    const storage = await db.query<{ objects: string | null; triggers: number }>(`
      select to_regclass('storage.objects')::text as objects,
             (select count(*)::int from pg_trigger where tgfoid = 'private.republish_on_media_change()'::regprocedure) as triggers
    `);
    expect(storage.rows).toEqual([{ objects: null, triggers: 0 }]);
  });
});

describe('supabase/republish.sql, on the Storage bucket media', () => {
  // A stand-in for Storage's table, with the two columns the triggers read; Storage writes it as the
  // uploader's role, so an API role may too.
  beforeAll(async () => {
    await db.exec(`
      create schema storage;
      create table storage.objects (id bigint generated always as identity primary key, bucket_id text not null, name text not null);
      grant usage on schema storage to service_role;
      grant all on storage.objects to service_role;
      insert into storage.objects (bucket_id, name) values ('media', 'projects/kept.png'), ('avatars', 'someone.png');
    `);
    await applyRepublish(db);
  });

  afterAll(async () => {
    await db.exec('drop schema storage cascade');
  });

  const payloads = async () => (await requests()).map((request) => request.body);
  const dispatch = (operation: string) => ({ event_type: 'content-changed', client_payload: { table: 'storage.objects', operation } });

  it('queues a republish for a file added to media, and saves the upload', async () => {
    expect(await edit(`insert into storage.objects (bucket_id, name) values ('media', 'projects/new.png')`)).toEqual([]);
    expect(await payloads()).toEqual([dispatch('insert')]);
    expect((await db.query(`select 1 from storage.objects where name = 'projects/new.png'`)).rows).toHaveLength(1);
  });

  it('queues nothing for a file added to, replaced in or removed from another bucket', async () => {
    await edit(`insert into storage.objects (bucket_id, name) values ('avatars', 'new.png')`);
    await edit(`update storage.objects set name = 'renamed.png' where bucket_id = 'avatars' and name = 'new.png'`);
    await edit(`delete from storage.objects where bucket_id = 'avatars' and name = 'renamed.png'`);
    expect(await requests()).toEqual([]);
  });

  it.each([
    ['a replaced file', `update storage.objects set name = name where bucket_id = 'media'`, 'update'],
    ['a file moved out of media', `update storage.objects set bucket_id = 'avatars' where name = 'projects/kept.png'`, 'update'],
    ['a file moved into media', `update storage.objects set bucket_id = 'media' where name = 'someone.png'`, 'update'],
    ['a removed file', `delete from storage.objects where bucket_id = 'media'`, 'delete'],
  ])('queues a republish for %s', async (_name, sql, operation) => {
    await edit(`begin; ${sql}; rollback;`);
    expect(await requests()).toEqual([]);
    await edit(sql);
    expect(await payloads()).toEqual([dispatch(operation)]);
    await db.exec(`truncate storage.objects; insert into storage.objects (bucket_id, name) values ('media', 'projects/kept.png'), ('avatars', 'someone.png')`);
  });

  it('asks once for a bulk upload and the edits that follow within the minute', async () => {
    await edit(`insert into storage.objects (bucket_id, name) select 'media', 'projects/' || n || '.png' from generate_series(1, 20) n`);
    await edit(`delete from storage.objects where bucket_id = 'media' and name like 'projects/1%'`);
    await edit(`update public.projects set tags = tags`);
    expect(await payloads()).toEqual([dispatch('insert')]);
  });

  it('keeps the upload when the call fails, with a warning, and asks again on the next', async () => {
    await db.query(`insert into net.failure values ('could not queue the request')`);
    const warnings = await edit(`insert into storage.objects (bucket_id, name) values ('media', 'projects/failed.png')`);
    expect(warnings).toEqual([expect.stringContaining('could not queue the request')]);
    expect((await db.query(`select 1 from storage.objects where name = 'projects/failed.png'`)).rows).toHaveLength(1);

    await db.query('delete from net.failure');
    await edit(`delete from storage.objects where name = 'projects/failed.png'`);
    expect(await payloads()).toEqual([dispatch('delete')]);
  });

  it('queues a republish for an upload made as an API role', async () => {
    await edit(`set role service_role; insert into storage.objects (bucket_id, name) values ('media', 'projects/by-role.png'); reset role;`);
    expect(await payloads()).toEqual([dispatch('insert')]);
  });

  it('can be applied again without a second trigger', async () => {
    await applyRepublish(db);
    const triggers = await db.query<{ name: string }>(`
      select tgname as name from pg_trigger
       where tgfoid = 'private.republish_on_media_change()'::regprocedure and tgrelid = 'storage.objects'::regclass order by 1
    `);
    expect(triggers.rows.map((row) => row.name)).toEqual(['republish_on_media_delete', 'republish_on_media_insert', 'republish_on_media_update']);
    await edit(`insert into storage.objects (bucket_id, name) values ('media', 'projects/after.png')`);
    expect(await requests()).toHaveLength(1);
  });
});
