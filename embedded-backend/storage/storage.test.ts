import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_BACKEND_URL } from '../keys';
import { startEmbeddedBackendServer, type EmbeddedBackendServer } from '../server';
import { MEDIA_BUCKET } from '.';
import { SAMPLE_CONTENT } from '@/tests/helpers/sample-content';

/** The tests' own bucket: a folder of stand-ins, beside a file that must never be served. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('a stand-in for a picture')]);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from('a stand-in for a photo')]);
const SVG = '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>\n';
const SECRET = 'outside the bucket: never served';
const MODIFIED = new Date('2026-01-02T03:04:05Z');

const OBJECTS: Record<string, string | Buffer> = {
  'projects/card.png': PNG,
  'projects/copy-of-card.png': PNG,
  'projects/shape.svg': SVG,
  'projects/photo': JPEG,
  'projects/drawing': SVG,
  'projects/notes.xyz': 'plain words',
  'projects/with space.png': PNG,
};

let root: string;
let server: EmbeddedBackendServer;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'embedded-storage-'));
  const media = path.join(root, 'media');
  for (const [name, content] of Object.entries(OBJECTS)) {
    const file = path.join(media, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    await utimes(file, MODIFIED, MODIFIED);
  }
  await writeFile(path.join(root, 'secret.txt'), SECRET);
  await symlink(path.join(root, 'secret.txt'), path.join(media, 'linked-secret.txt'));
  await symlink(root, path.join(media, 'linked-folder'));
  server = await startEmbeddedBackendServer({ port: 0, seedFile: SAMPLE_CONTENT, mediaDir: media });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

const md5 = (content: string | Buffer) => `"${createHash('md5').update(content).digest('hex')}"`;
const PUBLIC = '/storage/v1/object/public';

type Get = (pathAndQuery: string, init?: RequestInit) => Promise<Response>;

/** The two ways the backend serves: supabase-js's in-process fetch, and HTTP on a port. */
const WAYS: [string, Get][] = [
  ['in-process fetch', (pathAndQuery, init) => server.backend.fetch(`${EMBEDDED_BACKEND_URL}${pathAndQuery}`, init)],
  ['HTTP server', (pathAndQuery, init) => fetch(`${server.url}${pathAndQuery}`, init)],
];

describe.each(WAYS)('Storage public objects, through the %s', (_way, get) => {
  it('serves an object with its type, length, content hash, date, cache policy and CORS, and asks for no key', async () => {
    const response = await get(`${PUBLIC}/media/projects/card.png`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      etag: md5(PNG),
      'last-modified': 'Fri, 02 Jan 2026 03:04:05 GMT',
      'cache-control': 'max-age=3600',
      'access-control-allow-origin': '*',
    });
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await get(`${PUBLIC}/media/projects/card.png`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(response.headers.get('etag')).toBe(md5(PNG));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('');
  });

  it.each([
    ['projects/shape.svg', 'image/svg+xml'],
    ['projects/photo', 'image/jpeg'],
    ['projects/drawing', 'image/svg+xml'],
    ['projects/notes.xyz', 'application/octet-stream'],
    ['projects/with%20space.png', 'image/png'],
  ])('names the type of %s by its extension, else by its first bytes', async (name, type) => {
    const response = await get(`${PUBLIC}/media/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('tags by content: the same bytes under two names share an ETag, other bytes do not', async () => {
    const etag = async (name: string) => (await get(`${PUBLIC}/media/${name}`, { method: 'HEAD' })).headers.get('etag');
    expect(await etag('projects/copy-of-card.png')).toBe(await etag('projects/card.png'));
    expect(await etag('projects/shape.svg')).toBe(md5(SVG));
  });

  it.each([
    ['its ETag', md5(PNG)],
    ['its ETag, weak', `W/${md5(PNG)}`],
    ['a list holding its ETag', `"other", ${md5(PNG)}`],
    ['*', '*'],
  ])('answers If-None-Match with %s by 304, no body, and the validators', async (_name, ifNoneMatch) => {
    const response = await get(`${PUBLIC}/media/projects/card.png`, { headers: { 'If-None-Match': ifNoneMatch } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(md5(PNG));
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('');
  });

  it('sends the object again when If-None-Match names another version, even if If-Modified-Since would match', async () => {
    const response = await get(`${PUBLIC}/media/projects/card.png`, {
      headers: { 'If-None-Match': md5('an older picture'), 'If-Modified-Since': MODIFIED.toUTCString() },
    });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('answers If-Modified-Since by the file’s date when no If-None-Match is sent', async () => {
    const since = async (date: Date) =>
      (await get(`${PUBLIC}/media/projects/card.png`, { headers: { 'If-Modified-Since': date.toUTCString() } })).status;
    expect(await since(MODIFIED)).toBe(304);
    expect(await since(new Date(MODIFIED.getTime() - 1000))).toBe(200);
  });

  it('sets Content-Disposition for ?download, as Storage does', async () => {
    const named = await get(`${PUBLIC}/media/projects/card.png?download=card%201.png`);
    expect(named.headers.get('content-disposition')).toBe("attachment; filename=card%201.png; filename*=UTF-8''card%201.png");
    const bare = await get(`${PUBLIC}/media/projects/card.png?download`);
    expect(bare.headers.get('content-disposition')).toBe('attachment;');
  });

  it.each([
    ['a missing object', 'projects/missing.png'],
    ['a folder', 'projects'],
    ['a symbolic link to a file outside the folder', 'linked-secret.txt'],
    ['a file reached through a symbolic link to a folder', 'linked-folder/secret.txt'],
  ])('answers %s as Storage answers a missing object: HTTP 400, "404" in its JSON', async (_name, key) => {
    const response = await get(`${PUBLIC}/media/${key}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
  });

  it('answers HEAD on a missing object with the same status and no body', async () => {
    const response = await get(`${PUBLIC}/media/projects/missing.png`, { method: 'HEAD' });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('');
  });

  it.each(['avatars', 'Media', 'media%2Fprojects'])('refuses the bucket %s with 400: only the declared one is served', async (bucket) => {
    const response = await get(`${PUBLIC}/${bucket}/projects/card.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' });
  });

  it.each([
    ['an encoded slash', 'media/..%2Fsecret.txt'],
    ['encoded slashes, lower case', 'media/projects/..%2f..%2fsecret.txt'],
    ['encoded dots and slash', 'media/%2e%2e%2fsecret.txt'],
    ['encoded backslashes', 'media/projects/..%5C..%5Csecret.txt'],
    ['an encoded absolute path', 'media/%2Fetc%2Fpasswd'],
    ['a doubled slash (an absolute path)', 'media//etc/passwd'],
    ['an encoded NUL', 'media/projects/card.png%00.txt'],
    ['a broken escape', 'media/projects/%E0%A4%A'],
    ['no key', 'media/'],
  ])('refuses a key with %s with 400 InvalidKey', async (_name, target) => {
    const response = await get(`${PUBLIC}/${target}`);
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey' });
    expect(body).not.toContain(SECRET);
  });

  it.each([
    // URL parsing resolves dot segments before any routing, as browsers and CDNs do, so these name
    // other paths under /storage/v1/, each refused; none reaches a file.
    ['media/../secret.txt', 'NoSuchBucket'],
    ['media/%2e%2e/secret.txt', 'NoSuchBucket'],
    ['media/projects/../../../secret.txt', 'InvalidRequest'],
  ])('refuses %s with 400, never reaching the file', async (target, code) => {
    const response = await get(`${PUBLIC}/${target}`);
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ code });
    expect(body).not.toContain(SECRET);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s: the bucket is read-only here', async (method) => {
    const response = await get(`${PUBLIC}/media/projects/card.png`, { method, body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toMatchObject({ statusCode: '405' });
  });

  it.each([
    ['an image transform', '/storage/v1/render/image/public/media/projects/card.png?width=100'],
    ['an authenticated read', '/storage/v1/object/media/projects/card.png'],
    ['a signed URL', '/storage/v1/object/sign/media/projects/card.png?token=x'],
  ])('refuses %s with 400 rather than answer with the plain file', async (_name, target) => {
    const response = await get(target);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('answers a preflight with the methods it serves, echoing the requested headers', async () => {
    const response = await get(`${PUBLIC}/media/projects/card.png`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'if-none-match' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('if-none-match');
  });
});

/** A request target sent as written: fetch and browsers resolve dot segments before sending. */
function rawGet(target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const request = httpRequest({ host: hostname, port, path: target }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('Storage public objects, over HTTP with the request target as written', () => {
  it.each([
    `${PUBLIC}/media/../secret.txt`,
    `${PUBLIC}/media/projects/../../../secret.txt`,
    `${PUBLIC}/media/%2e%2e/%2E%2E/secret.txt`,
    `${PUBLIC}/media/..%2F..%2Fsecret.txt`,
  ])('refuses %s with 400, never reaching the file', async (target) => {
    const { status, body } = await rawGet(target);
    expect(status).toBe(400);
    expect(body).not.toContain(SECRET);
  });

  it('resolves a target that climbs out of /storage/v1/ to a path the REST part refuses, still never the file', async () => {
    const { status, body } = await rawGet(`${PUBLIC}/media/../../../../../secret.txt`);
    expect(status).toBe(401);
    expect(body).not.toContain(SECRET);
  });
});

describe('supabase/config.toml', () => {
  it('declares the public bucket the embedded backend serves, with its files beside the migrations', async () => {
    const config = await readFile(path.join(process.cwd(), 'supabase', 'config.toml'), 'utf8');
    const section = new RegExp(`^\\[storage\\.buckets\\.${MEDIA_BUCKET}\\]\\n((?:(?!\\[).*\\n)*)`, 'm').exec(config)?.[1] ?? '';
    const settings = Object.fromEntries(
      section
        .split('\n')
        .map((line) => /^\s*([a-z_]+)\s*=\s*(.+?)\s*(?:#.*)?$/.exec(line))
        .flatMap((match) => (match ? [[match[1], match[2]]] : [])),
    );
    expect(settings).toMatchObject({ public: 'true', objects_path: `"./${MEDIA_BUCKET}"` });
  });
});
