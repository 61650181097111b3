import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { exportedPage, writeExport } from '@/tests/helpers/exported-page';
import { hardenExportStep } from '@/scripts/postbuild/harden-export';
import { applyHeaderRules, parseHeadersFile, startEdgeServer } from './edge-server';
import { MEASURED_SITE_URL } from './measured-site';

/**
 * The in-memory edge the benchmarks audit through: it must answer as Cloudflare Pages answers for an
 * export (routing, _headers, 404.html, encodings), every answer made before the first request.
 */
type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function get(origin: string, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    // The path goes out exactly as written: fetch would resolve the dot segments first.
    const req = request({ hostname, port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const HEADERS_FILE = `# A comment, then two rules
/*
  Content-Security-Policy: default-src 'self'
  X-Scope: every path

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable
  ! X-Scope

/sub/:page
  X-Page: :page
`;

const page = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${`<p>${title} </p>`.repeat(50)}</body></html>`;

describe('the edge server', () => {
  let root: string;
  let origin: string;
  let close: () => Promise<void>;
  const file = (name: string) => readFileSync(path.join(root, 'site', name));

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'edge-server-'));
    const files: Record<string, string> = {
      'index.html': page('home'),
      '_next/static/chunks/app.js': `console.log(${JSON.stringify('x'.repeat(200))});`,
      'sub/index.html': page('sub'),
      'about.html': page('about'),
      '404.html': page('not found'),
      'icon.png': '\x89PNG not really',
      _headers: HEADERS_FILE,
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, 'site', name)), { recursive: true });
      writeFileSync(path.join(root, 'site', name), text);
    }
    // Beside the export, where a path that escaped its root would reach.
    writeFileSync(path.join(root, 'secret.txt'), 'secret');
    ({ origin, close } = await startEdgeServer({ dir: path.join(root, 'site'), port: 0 }));
  });

  afterAll(async () => {
    await close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers br, else gzip, else identity, each made once, with its length and Vary', async () => {
    const br = await get(origin, '/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'text/html; charset=utf-8', 'content-length': String(br.body.length) });
    expect(brotliDecompressSync(br.body)).toEqual(file('index.html'));
    expect(br.body.length).toBeLessThan(file('index.html').length);

    const gzip = await get(origin, '/', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body)).toEqual(file('index.html'));

    const identity = await get(origin, '/');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body).toEqual(file('index.html'));

    // Not a text type: sent as it is, whatever the browser accepts.
    const image = await get(origin, '/icon.png', { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(file('icon.png').length) });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body).toEqual(file('icon.png'));
  });

  it('applies every matching _headers rule in file order: a splat, a placeholder, and ! detaching', async () => {
    const home = await get(origin, '/');
    expect(home.headers).toMatchObject({ 'content-security-policy': "default-src 'self'", 'x-scope': 'every path', 'cache-control': 'public, max-age=0, must-revalidate' });
    const script = await get(origin, '/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' });
    expect(script.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'content-security-policy': "default-src 'self'" });
    expect(script.headers['x-scope']).toBeUndefined();
    expect(brotliDecompressSync(script.body)).toEqual(file('_next/static/chunks/app.js'));
    expect((await get(origin, '/sub/about')).headers['x-page']).toBe('about');
  });

  it('routes as Cloudflare Pages does for an export', async () => {
    expect((await get(origin, '/sub/')).body).toEqual(file('sub/index.html'));
    expect(await get(origin, '/sub')).toMatchObject({ status: 308, headers: { location: '/sub/' } });
    expect(await get(origin, '/sub?from=here')).toMatchObject({ status: 308, headers: { location: '/sub/?from=here' } });
    expect(await get(origin, '/sub/index.html')).toMatchObject({ status: 308, headers: { location: '/sub/' } });
    expect(await get(origin, '/index.html')).toMatchObject({ status: 308, headers: { location: '/' } });
    expect(await get(origin, '/about')).toMatchObject({ status: 200, body: file('about.html') });
    expect(await get(origin, '/about.html')).toMatchObject({ status: 308, headers: { location: '/about' } });
    expect(await get(origin, '/about/')).toMatchObject({ status: 308, headers: { location: '/about' } });
    expect(await get(origin, '/sub/./')).toMatchObject({ status: 200, body: file('sub/index.html') });
  });

  it("answers 304 to the ETag of the encoding asked for, and HEAD with the GET's headers and no body", async () => {
    const br = await get(origin, '/', { 'Accept-Encoding': 'br' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get(origin, '/', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers).toMatchObject({ etag, vary: 'Accept-Encoding', 'content-security-policy': "default-src 'self'" });
    expect((await get(origin, '/', { 'Accept-Encoding': 'br', 'If-None-Match': `W/${etag}` })).status).toBe(304);
    // Another encoding is another representation.
    expect((await get(origin, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(200);

    const head = await get(origin, '/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head).toMatchObject({ status: 200, headers: { 'content-length': br.headers['content-length'], etag } });
    expect(head.body.length).toBe(0);
    expect((await get(origin, '/', {}, 'POST')).status).toBe(405);
  });

  it('serves 404.html with status 404 on a miss, never the _headers file, and never a cached 404', async () => {
    for (const miss of ['/missing', '/_headers', '/sub/missing/', '/index']) {
      const answer = await get(origin, miss);
      if (miss === '/index') {
        expect(answer).toMatchObject({ status: 308, headers: { location: '/' } });
        continue;
      }
      expect(answer).toMatchObject({ status: 404, body: file('404.html'), headers: { 'cache-control': 'no-store', 'content-security-policy': "default-src 'self'" } });
    }
  });

  it('refuses every path that leaves the root, encoded or not', async () => {
    for (const escape of ['/../secret.txt', '/..%2Fsecret.txt', '/%2e%2e/secret.txt', '/sub/..%2F..%2Fsecret.txt', '/sub/../../secret.txt', '/%2e%2e%5csecret.txt', '/sub%2Findex.html']) {
      const answer = await get(origin, escape);
      expect([escape, answer.status, answer.body.toString()]).toEqual([escape, 404, file('404.html').toString()]);
    }
  });
});

describe('a _headers file the host would read otherwise', () => {
  it('is refused, naming the line', () => {
    expect(() => parseHeadersFile('  X-Early: 1\n/*\n  A: 1\n')).toThrow('_headers line 1: "X-Early: 1" comes before any URL pattern');
    expect(() => parseHeadersFile('/*\n  not a header\n')).toThrow('_headers line 2: expected "Name: value" or "! Name"');
    expect(() => parseHeadersFile('/*\n  A: 1\n/*\n  B: 2\n')).toThrow('"/*" has two rules');
    expect(() => parseHeadersFile('/*/x/*\n  A: 1\n')).toThrow('more than one *');
  });
});

describe('an export without 404.html or _headers', () => {
  it('answers a plain 404', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'edge-server-'));
    writeFileSync(path.join(dir, 'index.html'), page('home'));
    const { origin, close } = await startEdgeServer({ dir, port: 0 });
    try {
      expect(await get(origin, '/missing')).toMatchObject({ status: 404, headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' } });
      expect((await get(origin, '/')).headers['content-security-policy']).toBeUndefined();
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the _headers that the post-build writes', () => {
  let dir: string;
  const siteUrl = process.env.SITE_URL;

  beforeAll(() => {
    // Measured sites are built at a domain's root, as the edge serves them.
    process.env.SITE_URL = MEASURED_SITE_URL;
    dir = writeExport({ 'index.html': exportedPage({ base: '' }), 'sub/index.html': exportedPage({ base: '' }) });
    hardenExportStep.run(dir);
  });

  afterAll(() => {
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
    rmSync(dir, { recursive: true, force: true });
  });

  it('is read rule by rule, in its order', () => {
    const rules = parseHeadersFile(readFileSync(path.join(dir, '_headers'), 'utf8'));
    // A folder's pages share one rule (harden-export), so Cloudflare's 100 hold at any number of pages.
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_next/static/*', '/', '/index.html', '/sub/*']);
    expect(rules[0]!.set.map(([name]) => name)).toEqual([
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ]);
    expect(applyHeaderRules(rules, '/_next/static/chunks/a.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(applyHeaderRules(rules, '/sub/')['cache-control']).toBe('no-cache');
    expect(applyHeaderRules(rules, '/sub')['cache-control']).toBeUndefined();
  });

  it("puts the header's policy (the page's own, less what needs hashes) and its caching on the answers", async () => {
    const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(readFileSync(path.join(dir, '_headers'), 'utf8'))?.[1];
    expect(policy).toContain("object-src 'none'");
    const { origin, close } = await startEdgeServer({ dir, port: 0 });
    try {
      const home = await get(origin, '/', { 'Accept-Encoding': 'br' });
      expect(home.headers).toMatchObject({ 'content-security-policy': policy, 'cache-control': 'no-cache', 'x-frame-options': 'DENY' });
      const chunk = await get(origin, '/_next/static/chunks/a.js', { 'Accept-Encoding': 'br' });
      expect(chunk.headers).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'content-encoding': 'br' });
      expect((await get(origin, '/sub/')).headers['cache-control']).toBe('no-cache');
    } finally {
      await close();
    }
  });
});
