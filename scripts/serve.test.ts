import { type ChildProcess, spawn } from 'node:child_process';
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { descendants } from '@/tests/helpers/process-tree';
import { freePort } from './lib/processes';

/**
 * scripts/serve.mjs must never answer with a file outside the export it serves. The export sits
 * beside a folder whose name starts with its own (out/ and out-old/), the case a prefix check on
 * paths lets through, and that folder holds a marker that must never come back.
 */
jest.setTimeout(60_000);

const MARKER = 'MARKER-FROM-OUTSIDE-THE-EXPORT';
let dir: string;
let server: ChildProcess;
let port: number;

/** A GET with the path exactly as written: fetch() and URL would resolve the dots first. */
function get(rawPath: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  mkdirSync(path.join(dir, 'out'));
  writeFileSync(path.join(dir, 'out', 'index.html'), '<!doctype html><title>the export</title>');
  writeFileSync(path.join(dir, 'out', '404.html'), '<!doctype html><title>not found</title>');
  writeFileSync(path.join(dir, 'out', 'changing.txt'), 'as built');
  writeFileSync(path.join(dir, 'out', 'removed.txt'), 'as built');
  mkdirSync(path.join(dir, 'out-old'));
  writeFileSync(path.join(dir, 'out-old', 'index.html'), MARKER);
  writeFileSync(path.join(dir, 'out-old', 'marker.txt'), MARKER);
  writeFileSync(path.join(dir, 'secret.txt'), MARKER);

  port = await freePort();
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // Jest's
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--dir', path.join(dir, 'out'), '--port', String(port), '--base', ''], {
    cwd: path.resolve(__dirname, '..'),
    env,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve();
    };
    server.stdout!.on('data', onData);
    server.stderr!.on('data', onData);
    server.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}):\n${output}`)));
  });
});

/** The folder wrangler serves, from its command line. */
function servedRoot(): string {
  const wrangler = descendants(server.pid!).find((info) => /wrangler\.js pages dev/.test(info.command));
  return /pages dev (\S+)/.exec(wrangler!.command)![1]!;
}

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

it('serves the export, and its 404 page with status 404', async () => {
  expect(await get('/')).toMatchObject({ status: 200, body: expect.stringContaining('the export') });
  expect(await get('/no-such-file')).toMatchObject({ status: 404, body: expect.stringContaining('not found') });
});

it.each([
  '/..%2Fout-old/index.html',
  '/..%2Fout-old/marker.txt',
  '/..%2fout-old%2fmarker.txt',
  '/../out-old/marker.txt',
  '/%2e%2e/out-old/marker.txt',
  '/%2e%2e%2fout-old/marker.txt',
  '/%2E%2E%2Fout-old%2Fmarker.txt',
  '/..%252Fout-old/marker.txt',
  '/%252e%252e%252fout-old/marker.txt',
  '/..%5cout-old/marker.txt',
  '/..%2Fsecret.txt',
  '/..%2Fout-old/',
])('%s gets a 404, never a file from outside the export', async (rawPath) => {
  let response = await get(rawPath);
  // A redirect to a normalised path is fine as long as where it leads is not the file.
  for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 3; hops++) {
    response = await get(new URL(response.location!, `http://127.0.0.1:${port}`).pathname);
  }
  expect(response.body).not.toContain(MARKER);
  expect(response.status).toBe(404);
});

/**
 * Wrangler's devtools proxy forwards each response's network events to wrangler's debug log and
 * buffers them until a devtools client connects (360 requests grew a workerd by 180 MB; likely why
 * wrangler once died mid-way through an e2e run). Its log stays in the server's temporary folder, and
 * holds no such events.
 */
it('keeps no record of each response, and its log in its own temporary folder', async () => {
  const workspace = path.dirname(servedRoot());
  for (let i = 0; i < 20; i++) expect((await get('/')).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const logs = readdirSync(path.join(workspace, 'logs')).map((name) => readFileSync(path.join(workspace, 'logs', name), 'utf8'));
  expect(logs).toHaveLength(1);
  expect(logs[0]).toContain('Starting local server');
  expect(logs[0]).not.toMatch(/Network\.|INCOMING MESSAGE/);
});

/**
 * Wrangler watches the folder it serves, links followed, and reloads on any change there: it serves a
 * copy of its own, which nothing done to the export (a build writing over it, a cleanup) reaches.
 */
it('serves a copy of the export, which later changes to the export leave as it was', async () => {
  expect(lstatSync(servedRoot()).isSymbolicLink()).toBe(false);
  expect(await get('/changing.txt')).toMatchObject({ status: 200, body: 'as built' });
  writeFileSync(path.join(dir, 'out', 'changing.txt'), 'rewritten');
  rmSync(path.join(dir, 'out', 'removed.txt'));
  writeFileSync(path.join(dir, 'out', 'added.txt'), 'added');
  // Time for wrangler's watcher to notice, had it been shown the change.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await get('/changing.txt')).toMatchObject({ status: 200, body: 'as built' });
  expect(await get('/removed.txt')).toMatchObject({ status: 200, body: 'as built' });
  expect(await get('/added.txt')).toMatchObject({ status: 404 });
  expect(await get('/')).toMatchObject({ status: 200, body: expect.stringContaining('the export') });
});
