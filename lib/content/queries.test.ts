import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openEmbeddedBackend, type EmbeddedBackend } from '@/embedded-backend';
import { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from '@/embedded-backend/keys';
import { createNodeContentClient } from '@/lib/content/supabase-node-client';
import { ContentFetchError, read, readTable, readTranslationRows, type ContentSource } from './queries';
import { projects as projectsTable } from './tables/projects';
import { roles as rolesTable } from './tables/roles';
import type { Project, Role } from './types';
import { SAMPLE_CONTENT } from '@/tests/helpers/sample-content';

const getProjects = (from: ContentSource, options = {}) => readTable(from, projectsTable, options);
const getRoles = (from: ContentSource) => readTable(from, rolesTable);
const GERMAN = { locale: 'de', fallback: { lang: 'en' } };

/** The data path for real: supabase-js → the embedded PostgREST subset → Postgres with RLS. */
let backend: EmbeddedBackend;
let source: ContentSource;

beforeEach(async () => {
  backend = await openEmbeddedBackend({ seedFile: SAMPLE_CONTENT });
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

describe('readTable, on projects and roles', () => {
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
    await backend.db.exec('drop table public.roles cascade'); // and role_translations, which references it
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

describe('the translation tables', () => {
  beforeEach(async () => {
    await backend.db.exec(`insert into public.project_translations (project_id, locale, title) values (2, 'fr', 'Radar des versions'), (1, 'fr', 'Bac à sable')`);
  });

  it('are read whole at build, in id then language order', async () => {
    const rows = (await readTranslationRows(source, projectsTable)) as Array<{ project_id: number; locale: string }>;
    expect(rows.map((row) => [row.project_id, row.locale])).toEqual([
      [1, 'de'],
      [1, 'fr'],
      [2, 'fr'],
    ]);
    expect(await readTranslationRows(source, rolesTable)).toEqual([
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
  });

  it('are read for one language in the browser', async () => {
    const rows = (await readTranslationRows(source, projectsTable, {}, 'fr')) as Array<{ project_id: number; locale: string }>;
    expect(rows.map((row) => [row.project_id, row.locale])).toEqual([
      [1, 'fr'],
      [2, 'fr'],
    ]);
    expect(await readTranslationRows(source, rolesTable, {}, 'fr')).toEqual([]);
  });

  it('fail like the base tables, naming the table', async () => {
    await backend.db.exec('drop table public.role_translations');
    await expect(readTranslationRows(source, rolesTable, {}, 'de')).rejects.toThrow(
      `Could not read table "role_translations" from ${EMBEDDED_BACKEND_URL}: HTTP 404, code PGRST205`,
    );
  });
});

describe("read, the browser's refresh", () => {
  it('gives the default language the tables as they are, reading no translation', async () => {
    const requests: string[] = [];
    const counting = createNodeContentClient({
      url: EMBEDDED_BACKEND_URL,
      anonKey: EMBEDDED_ANON_KEY,
      fetch: (input, init) => {
        requests.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return backend.fetch(input, init);
      },
    });
    const roles = (await read({ client: counting, url: EMBEDDED_BACKEND_URL }, 'roles')) as Role[];
    expect(roles[0]?.title).toBe('Senior Full-Stack Developer');
    expect(requests).toEqual(['/rest/v1/roles']);
  });

  it("gives another language the items translated field by field, reading that language's rows", async () => {
    const projects = (await read(source, 'projects', {}, GERMAN)) as Project[];
    expect(projects).toHaveLength(6);
    expect(projects[0]).toMatchObject({ id: 1, title: 'Checkout-Spielwiese', websiteLink: 'https://checkout-playground.example.com' });
    expect(projects[0]?.shortDescription).toMatch(/^Eine Sandbox/);
    expect(projects[1]).toMatchObject({ id: 2, title: 'Release Radar', fallbacks: { title: { lang: 'en' }, shortDescription: { lang: 'en' } } });

    const roles = (await read(source, 'roles', {}, GERMAN)) as Role[];
    expect(roles[0]).toMatchObject({ title: 'Senior Full-Stack-Entwickler', company: 'Brightline Telecom' });
    expect(roles[0]?.responsibilities.slice(0, 3)).toEqual([
      { label: 'Checkout- & Commerce-Oberflächen', value: 30 },
      { label: 'API design', value: 20 },
      { label: 'Technisches Programmmanagement', value: 15 },
    ]);
  });

  it("shows the default language's text, with a warning, on a backend without the translations' migration", async () => {
    await backend.db.exec('drop table public.project_translations');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const projects = (await read(source, 'projects', {}, GERMAN)) as Project[];
    expect(projects[0]?.title).toBe('Checkout Playground');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Could not read table "project_translations" .*PGRST205.*; showing the default language's text\.$/));
  });
});
