import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmbeddedBackend, type EmbeddedBackend } from '@/embedded-backend';
import { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from '@/embedded-backend/keys';
import { createNodeContentClient } from '@/lib/content/supabase-node-client';
import { ContentFetchError, getProjects, getRoles, type ContentSource } from './queries';

/** The data path for real: supabase-js → the embedded PostgREST subset → Postgres with RLS. */
let backend: EmbeddedBackend;
let source: ContentSource;

beforeEach(async () => {
  backend = await startEmbeddedBackend();
  const client = createNodeContentClient({
    url: EMBEDDED_BACKEND_URL,
    anonKey: EMBEDDED_ANON_KEY,
    fetch: backend.fetch,
  });
  source = { client, url: EMBEDDED_BACKEND_URL };
});

afterEach(async () => {
  await backend.close();
});

/** A source pointing at a real HTTP server that misbehaves in the way `answer` says. */
async function withMisbehavingServer(
  answer: (res: import('node:http').ServerResponse) => void,
  run: (misbehaving: ContentSource) => Promise<void>,
): Promise<void> {
  const server: Server = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const client = createNodeContentClient({ url, anonKey: EMBEDDED_ANON_KEY });
    await run({ client, url });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('getProjects and getRoles', () => {
  it('read the seeded projects, reshaped, in id order', async () => {
    const { items, issues } = await getProjects(source);
    expect(issues).toEqual([]);
    expect(items.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items.find((project) => project.id === 3)).toMatchObject({ title: 'Plan Picker', githubLink: '' });
    expect(items.find((project) => project.id === 4)).toMatchObject({ websiteLink: '', tags: [] });
  });

  it('read the seeded roles in id order, with their responsibilities', async () => {
    const { items } = await getRoles(source);
    expect(items.map((role) => role.id)).toEqual([1, 2, 3, 4]);
    expect(items[0]).toMatchObject({ company: 'Brightline Telecom', isCurrentRole: true });
    expect(items[0]?.responsibilities.length).toBeGreaterThan(5);
    expect(items[3]?.responsibilities).toEqual([]);
  });

  it('drop malformed content with a warning naming the table, the id and the field', async () => {
    await backend.db.exec(`
      insert into public.projects (id, title, website_link) values (50, 'Sneaky', 'javascript:alert(1)');
      insert into public.roles (id, company, timeframe, title, responsibilities)
        values (60, 'Odd Co', '2018', 'Intern', '[{"label": "Good", "value": 1}, {"label": "Bad", "value": "lots"}]');
    `);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const projects = await getProjects(source);
    const roles = await getRoles(source);
    expect(projects.items.find((project) => project.id === 50)?.websiteLink).toBe('');
    expect(roles.items.find((role) => role.id === 60)?.responsibilities).toEqual([{ label: 'Good', value: 1 }]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[content] projects id=50: website_link is not an http(s) URL: "javascript:alert(1)"; value dropped',
      '[content] roles id=60: responsibilities[1].value is not a finite number ≥ 0: "lots"; value dropped',
    ]);
  });

  it('return an empty list for an empty table: that is not an error', async () => {
    await backend.db.exec('delete from public.projects');
    expect(await getProjects(source)).toEqual({ items: [], issues: [] });
  });

  it('throw an error naming the table, the backend and the PostgREST code when the query fails', async () => {
    await backend.db.exec('drop table public.roles');
    const failure = getRoles(source);
    await expect(failure).rejects.toBeInstanceOf(ContentFetchError);
    await expect(failure).rejects.toThrow(
      `Could not read table "roles" from ${EMBEDDED_BACKEND_URL}: HTTP 404, code PGRST205, Could not find the table 'public.roles' in the schema cache`,
    );
  });

  it('throw on a backend that answers 500', async () => {
    await withMisbehavingServer(
      (res) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream exploded'),
      async (misbehaving) => {
        await expect(getProjects(misbehaving)).rejects.toThrow(
          `Could not read table "projects" from ${misbehaving.url}: HTTP 500, upstream exploded`,
        );
      },
    );
  });

  it('throw when the body is not a list of rows', async () => {
    await withMisbehavingServer(
      (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"rows": []}'),
      async (misbehaving) => {
        await expect(getRoles(misbehaving)).rejects.toThrow(/Could not read table "roles" .*expected a list of rows, got object/);
      },
    );
  });

  it('give up after the timeout when the backend never answers', async () => {
    await withMisbehavingServer(
      () => {},
      async (misbehaving) => {
        const started = Date.now();
        await expect(getProjects(misbehaving, { timeoutMs: 300 })).rejects.toThrow(
          `Could not read table "projects" from ${misbehaving.url}: no answer within 300 ms`,
        );
        expect(Date.now() - started).toBeLessThan(3000);
      },
    );
  });
});
