import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMBEDDED_ANON_KEY } from '@/embedded-backend/keys';
import { withTestBackend } from '@/tests/helpers/embedded-server';
import { fetchContentVersion, readContentVersion } from './content-version';
import { ContentFetchError } from './fetch-error';

/** The browser's version read over HTTP to the embedded PostgREST and its Postgres, with the anon key. */
const backend = withTestBackend();
const hosted = () => ({ kind: 'hosted' as const, url: backend.server.url, anonKey: EMBEDDED_ANON_KEY });

async function storedVersion(): Promise<number> {
  const { rows } = await backend.server.backend.db.query<{ version: string }>('select version from public.content_version');
  return Number(rows[0]!.version);
}

/** A real server that answers every request as `answer` says, and counts them. */
async function withServer(answer: (res: import('node:http').ServerResponse) => void, run: (url: string, asked: () => number) => Promise<void>) {
  let asked = 0;
  const server: Server = createServer((_req, res) => {
    asked++;
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, () => asked);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const json = (status: number, body: unknown) => (res: import('node:http').ServerResponse) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

describe('the content version, read without supabase-js', () => {
  it('is the row the database keeps, and moves when the owner edits a table', async () => {
    const before = await fetchContentVersion(hosted());
    expect(before).toBe(await storedVersion());
    await backend.server.backend.db.query("update public.projects set title = title || ' (edited)' where id = (select min(id) from public.projects)");
    const after = await fetchContentVersion(hosted());
    expect(after).toBe(await storedVersion());
    expect(after).not.toBe(before);
  });

  it('is refused without the key, as row-level security and the API ask', async () => {
    await expect(fetchContentVersion({ ...hosted(), anonKey: 'not-a-key' })).rejects.toThrow(/^Could not read table "content_version" from http:\/\/127\.0\.0\.1:\d+: HTTP 401/);
  });

  it('names a backend without the migration by PostgREST\'s code', async () => {
    await withServer(json(404, { code: 'PGRST205', message: 'Could not find the table public.content_version' }), async (url) => {
      const failure = fetchContentVersion({ kind: 'hosted', url, anonKey: 'key' });
      await expect(failure).rejects.toBeInstanceOf(ContentFetchError);
      await expect(failure).rejects.toThrow(`Could not read table "content_version" from ${url}: HTTP 404, code PGRST205, Could not find the table public.content_version`);
    });
  });

  it('takes only one whole number', async () => {
    await withServer(json(200, [{ version: '7' }]), async (url) => {
      await expect(fetchContentVersion({ kind: 'hosted', url, anonKey: 'key' })).rejects.toThrow('expected one row with a whole-number version, got [{"version":"7"}]');
    });
  });

  it('gives up after its timeout', async () => {
    await withServer(() => {}, async (url) => {
      await expect(fetchContentVersion({ kind: 'hosted', url, anonKey: 'key' }, { timeoutMs: 50 })).rejects.toThrow('no answer within 50 ms');
    });
  });

  it('is asked once for every island that asks at the same moment, and again later', async () => {
    await withServer(json(200, [{ version: 42 }]), async (url, asked) => {
      const backendAt = { kind: 'hosted' as const, url, anonKey: 'key' };
      const [first, second] = await Promise.all([readContentVersion(backendAt), readContentVersion(backendAt)]);
      expect([first, second, asked()]).toEqual([42, 42, 1]);
      await readContentVersion(backendAt);
      expect(asked()).toBe(2);
    });
  });

  it('answers null with a warning when it cannot be read, so the islands read their tables', async () => {
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await withServer(json(404, { code: 'PGRST205', message: 'no table' }), async (url) => {
      await expect(readContentVersion({ kind: 'hosted', url, anonKey: 'key' })).resolves.toBeNull();
    });
    expect(warnings).toHaveBeenCalledWith('The content version could not be read; reading the content itself.', expect.any(ContentFetchError));
    warnings.mockRestore();
  });
});
