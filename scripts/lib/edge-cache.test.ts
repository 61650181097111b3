import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEdgeCache } from './edge-cache';

/**
 * The edge cache in front of wrangler for measurements: repeats come from memory, one entry per
 * path and encoding, with what the upstream answered (status, headers, body) kept as it was.
 */
let upstream: Server;
let cache: Server;
let hits: string[];

const portOf = (server: Server) => (server.address() as AddressInfo).port;

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: portOf(cache), path, method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    hits.push(`${req.method} ${req.headers['accept-encoding']} ${req.url}`);
    const status = req.url === '/missing' ? 404 : 200;
    res.writeHead(status, { 'Content-Type': 'text/plain', 'X-Served': String(hits.length), 'X-Encoding': String(req.headers['accept-encoding']) });
    res.end(req.method === 'HEAD' ? undefined : `body of ${req.url}`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  cache = await startEdgeCache({ port: 0, upstream: `http://127.0.0.1:${portOf(upstream)}` });
});

beforeEach(() => {
  hits = [];
});

afterAll(async () => {
  await new Promise((resolve) => cache.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

it('answers a repeat from memory, with the first answer as it was', async () => {
  const first = await get('/a.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
  const second = await get('/a.js', { 'Accept-Encoding': 'br, gzip' });
  expect(hits).toEqual(['GET br /a.js']);
  expect(second).toEqual(first);
  expect(second).toMatchObject({ status: 200, body: 'body of /a.js', headers: { 'x-served': '1', 'x-encoding': 'br', 'content-length': '13' } });
});

it('keeps one entry per encoding, and caches a 404 as a CDN does', async () => {
  await get('/b.js', { 'Accept-Encoding': 'br' });
  await get('/b.js', { 'Accept-Encoding': 'gzip' });
  await get('/b.js');
  expect(await get('/missing')).toMatchObject({ status: 404, body: 'body of /missing' });
  await get('/missing');
  expect(hits).toEqual(['GET br /b.js', 'GET gzip /b.js', 'GET identity /b.js', 'GET identity /missing']);
});

it('passes HEAD and conditional requests through, and the path exactly as asked', async () => {
  await get('/c.js', {}, 'HEAD');
  await get('/c.js', {}, 'HEAD');
  await get('/c.js', { 'If-None-Match': '"x"' });
  await get('/..%2Fc.js');
  expect(hits).toEqual(['HEAD identity /c.js', 'HEAD identity /c.js', 'GET identity /c.js', 'GET identity /..%2Fc.js']);
});
