import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { EMBEDDED_ANON_KEY } from '@/embedded-backend/keys';
import { placeholderWarning } from '@/lib/profile-placeholders';
import { assetFile } from '@/scripts/lib/export-files';
import { loaderPayload } from '@/scripts/lib/framework-scripts';
import { copyProject, plantStaleExport, removeCopy, runBuild } from '@/tests/helpers/project-copy';

/**
 * The real `npm run build`, in a copy of the project, against backends that fail on purpose. A
 * build must never publish an empty (or stale) portfolio because a backend call failed.
 */
jest.setTimeout(200_000);

const THREE_MINUTES = 180;
let dir: string;

beforeAll(() => {
  dir = copyProject('build');
});

afterAll(() => {
  removeCopy(dir);
});

async function startServer(answer: (res: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** A port that was free a moment ago: nothing is listening there. */
async function deadUrl(): Promise<string> {
  const { server, url } = await startServer(() => {});
  await stop(server);
  return url;
}

function expectFailedBuild(result: { code: number | null; output: string; seconds: number }, url: string): void {
  expect(result.code).not.toBe(0);
  expect(result.seconds).toBeLessThan(THREE_MINUTES);
  expect(result.output).toMatch(new RegExp(`Could not read table "(projects|roles|content_version)" from ${url.replaceAll('.', '\\.')}`));
  expect(existsSync(path.join(dir, 'out', 'index.html'))).toBe(false);
}

describe('npm run build', () => {
  it('builds from the embedded default and prints one summary line, and one line for placeholders left', async () => {
    const result = await runBuild(dir, {});
    expect(result.code).toBe(0);
    const lines = result.output.split('\n');
    const summaries = lines.filter((line) => line.startsWith('[content]'));
    expect(summaries).toHaveLength(1);
    // The seed's statements moved the version from 1.
    expect(summaries[0]).toMatch(
      /^\[content\] 6 projects and 4 roles from the embedded backend \(PGlite with supabase\/migrations and seed\.sql\), content version [2-9]\d*; nothing skipped\.$/,
    );
    // lib/profile.ts as it is: its placeholders until the owner edits it (tests/build/owner.test.ts
    // builds a copy with none left).
    const warning = placeholderWarning(undefined, { SITE_URL: process.env.SITE_URL });
    expect(lines.filter((line) => line.includes('placeholders from lib/profile.ts'))).toEqual(warning ? [`\u26a0 ${warning}`] : []);
    const html = readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
    expect(html).toContain('Checkout Playground');
    expect(html).toContain('Brightline Telecom');
    // A card's text is in the HTML only: the post-build steps emptied its row of the RSC payload and
    // moved the payload out of the HTML, to a script the loader runs before the framework's.
    expect(html.split('A sandbox for trying').length - 1).toBe(1);
    expect(html).not.toContain('self.__next_f');
    const payload = loaderPayload(html);
    expect(payload).toMatch(/^\/_next\/static\/chunks\/payload-[0-9a-f]{16}\.js$/);
    const code = readFileSync(assetFile(path.join(dir, 'out'), payload!), 'utf8');
    expect(code).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\nself\.__next_f\.push\(\[1,/);
    expect(code).toContain('Brightline Telecom'); // the carousel's roles, which its island renders
    expect(code).not.toContain('A sandbox for trying');
    expect(lines.filter((line) => line.startsWith('[trim-payload] index.html: RSC payload'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('[defer-framework]'))).toEqual([expect.stringMatching(/RSC payloads moved out of the HTML: .*index\.html \d+ KiB/)]);
  });

  it.each([
    ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', { NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co' }],
    ['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_SUPABASE_URL', { NEXT_PUBLIC_SUPABASE_ANON_KEY: 'some-key' }],
  ])('fails when only %s is set, naming %s as missing', async (_set, missing, env) => {
    plantStaleExport(dir);
    const result = await runBuild(dir, env);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(`${missing} is missing`);
    expect(existsSync(path.join(dir, 'out', 'index.html'))).toBe(false);
  });

  it.each([
    ['answers 500', (res: ServerResponse) => res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"boom"}')],
    ['answers 503', (res: ServerResponse) => res.writeHead(503, { 'Retry-After': '1' }).end('Service Unavailable')],
    ['never answers', () => {}],
  ])('fails when the backend %s, naming the table and the backend', async (_name, answer) => {
    const { server, url } = await startServer(answer);
    try {
      plantStaleExport(dir);
      const result = await runBuild(dir, { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY });
      expectFailedBuild(result, url);
    } finally {
      await stop(server);
    }
  });

  it('fails when there is no backend at all, naming the table and the backend', async () => {
    const url = await deadUrl();
    plantStaleExport(dir);
    const result = await runBuild(dir, { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY });
    expectFailedBuild(result, url);
  });
});
