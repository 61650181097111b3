// An in-memory CDN edge for the audited exports: files are read and compressed once at start, so a
// request never takes the CPU the browser under audit needs. Routing, `_headers` and 404s as Pages'.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

type Encoding = 'br' | 'gzip' | 'identity';
type Headers = Record<string, string>;

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
};
const COMPRESSIBLE = new Set(['html', 'css', 'js', 'mjs', 'json', 'svg', 'txt', 'xml', 'webmanifest', 'map']);

const HOST_DEFAULTS: Headers = { 'access-control-allow-origin': '*', 'referrer-policy': 'strict-origin-when-cross-origin' };
const ASSET_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-length']);


export type HeaderRule = { pattern: string; set: Array<[name: string, value: string]>; unset: string[]; regExp: RegExp | null };

const escapeRegExp = (text: string) => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');

function compilePattern(pattern: string, lineNumber: number): RegExp | null {
  // A rule for a named host never matches a local origin.
  if (pattern.startsWith('https://')) return null;
  const parts = pattern.split('*');
  // Pages builds one named group per `*`, and a second one with the same name leaves the rule out.
  if (parts.length > 2) throw new Error(`_headers line ${lineNumber}: "${pattern}" has more than one *, a rule Cloudflare Pages ignores`);
  const source = parts
    .map(escapeRegExp)
    .join('(?<splat>.*)')
    .replace(/:([A-Za-z]\w*)/g, (_, name: string) => `(?<${name}>[^/]+)`);
  return new RegExp(`^${source}$`);
}

/** As Cloudflare Pages reads it; a line the host would skip with a warning is an error here, as the host would serve otherwise. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let rule: HeaderRule | undefined;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = index + 1;
    if (!line || line.startsWith('#')) return;
    if (/^(\/|[^\s]+:\/\/)/.test(line)) {
      if (/^\s/.test(raw)) throw new Error(`_headers line ${lineNumber}: the pattern "${line}" must start at the line's first column`);
      rule = { pattern: line, set: [], unset: [], regExp: compilePattern(line, lineNumber) };
      rules.push(rule);
      return;
    }
    if (!rule) throw new Error(`_headers line ${lineNumber}: "${line}" comes before any URL pattern`);
    if (line.startsWith('! ')) {
      rule.unset.push(line.slice(2).trim().toLowerCase());
      return;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (colon < 1 || !name || /\s/.test(name) || !value) throw new Error(`_headers line ${lineNumber}: expected "Name: value" or "! Name", found "${line}"`);
    const same = rule.set.find(([existing]) => existing === name);
    if (same) same[1] = `${same[1]}, ${value}`;
    else rule.set.push([name, value]);
  });
  const seen = new Set<string>();
  for (const { pattern, set, unset } of rules) {
    if (!set.length && !unset.length) throw new Error(`_headers: the rule for "${pattern}" sets no header`);
    // Cloudflare Pages keeps only the last rule of a pattern, Netlify every one: hosts would differ.
    if (seen.has(pattern)) throw new Error(`_headers: "${pattern}" has two rules, which hosts apply differently`);
    seen.add(pattern);
  }
  return rules;
}

/** In file order, as Pages does: `! Name` detaches, a rule's first setting replaces, a later rule's appends. */
export function applyHeaderRules(rules: readonly HeaderRule[], pathname: string, headers: Headers = {}): Headers {
  const result = { ...headers };
  const setHere = new Set<string>();
  for (const { regExp, set, unset } of rules) {
    const match = regExp?.exec(pathname);
    if (!match) continue;
    for (const name of unset) delete result[name];
    for (const [name, template] of set) {
      const value = Object.entries(match.groups ?? {}).reduce((text, [key, part]) => text.replaceAll(`:${key}`, part ?? ''), template);
      result[name] = setHere.has(name) && result[name] !== undefined ? `${result[name]}, ${value}` : value;
      setHere.add(name);
    }
  }
  return result;
}


/** The same decisions as Pages' asset server, in its order: a file, a 308, or a miss. */
function resolveRoute(pathname: string, has: (file: string) => boolean): { file: string } | { redirect: string } | null {
  if (pathname.endsWith('/')) {
    if (has(`${pathname}index.html`)) return { file: `${pathname}index.html` };
    if (pathname.endsWith('/index/')) return { redirect: pathname.slice(0, -'index/'.length) };
    if (pathname !== '/' && has(`${pathname.slice(0, -1)}.html`)) return { redirect: pathname.slice(0, -1) };
    return null;
  }
  if (has(pathname)) {
    if (!pathname.endsWith('.html')) return { file: pathname };
    const extensionless = pathname.slice(0, -'.html'.length);
    if (extensionless.endsWith('/index')) return { redirect: extensionless.slice(0, -'index'.length) };
    return has(extensionless) ? { file: pathname } : { redirect: extensionless };
  }
  if (pathname.endsWith('/index')) return { redirect: pathname.slice(0, -'index'.length) };
  if (has(`${pathname}.html`)) return { file: `${pathname}.html` };
  if (has(`${pathname}/index.html`)) return { redirect: `${pathname}/` };
  return null;
}

function candidatePaths(file: string): string[] {
  const paths = [file];
  if (file.endsWith('/index.html')) {
    const folder = file.slice(0, -'index.html'.length);
    paths.push(folder, `${folder}index`, `${folder}index/`);
    if (folder !== '/') paths.push(folder.slice(0, -1));
  } else if (file.endsWith('.html')) {
    const extensionless = file.slice(0, -'.html'.length);
    paths.push(extensionless, `${extensionless}/`);
  }
  return paths;
}

/** null when the path would leave the export's root or hides a separator (an encoded slash, a backslash, a NUL). */
function normalisePath(rawPath: string): string | null {
  if (!rawPath.startsWith('/') || /%(2f|5c)/i.test(rawPath) || rawPath.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (!segments.length) return null;
      segments.pop();
    } else segments.push(part);
  }
  const last = parts.at(-1);
  const folder = last === '' || last === '.' || last === '..';
  return segments.length ? `/${segments.join('/')}${folder ? '/' : ''}` : '/';
}


type Variant = { body: Buffer; ok: OutgoingHttpHeaders; notModified: OutgoingHttpHeaders; etag: string };
type Asset = { type: string; compressible: boolean; bodies: Partial<Record<Encoding, Buffer>>; hash: string };
type Route = { variants: Partial<Record<Encoding, Variant>> } | { location: string; headers: OutgoingHttpHeaders };

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function loadAsset(file: string): Promise<Asset> {
  const identity = readFileSync(file);
  const extension = path.extname(file).slice(1).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension);
  const bodies: Asset['bodies'] = { identity };
  if (compressible) {
    [bodies.gzip, bodies.br] = await Promise.all([
      gzipAsync(identity, { level: constants.Z_BEST_COMPRESSION }),
      brotliAsync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
  }
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { type: TYPES[extension] ?? 'application/octet-stream', compressible, bodies, hash };
}

function listFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name !== '_headers' && statSync(path.join(dir, name)).isFile())
    .map((name) => `/${name.split(path.sep).join('/')}`);
}

const withLength = (headers: Headers, body: Buffer): OutgoingHttpHeaders => ({ ...headers, 'content-length': body.length });

function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = item.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(token.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

type EdgeServer = { server: Server; close(): Promise<void>; origin: string };

export async function startEdgeServer({ dir, port, host = '127.0.0.1' }: { dir: string; port: number; host?: string }): Promise<EdgeServer> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`No export folder at ${dir}.`);
  // The host would redirect by it, and this edge does not: better no answer than a different one.
  if (existsSync(path.join(dir, '_redirects'))) throw new Error(`${dir} has a _redirects file, which this edge does not apply.`);
  const headersFile = path.join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];

  const files = listFiles(dir);
  const assets = new Map(await Promise.all(files.map(async (file) => [file, await loadAsset(path.join(dir, ...file.split('/')))] as const)));

  function variantsAt(pathname: string, asset: Asset, status: 200 | 404): Partial<Record<Encoding, Variant>> {
    const variants: Partial<Record<Encoding, Variant>> = {};
    for (const [encoding, body] of Object.entries(asset.bodies) as Array<[Encoding, Buffer]>) {
      const etag = `"${asset.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
      const own: Headers = {
        'content-type': asset.type,
        'x-content-type-options': 'nosniff',
        'cache-control': ASSET_CACHE_CONTROL,
        ...(asset.compressible && { vary: 'Accept-Encoding' }),
        ...(encoding !== 'identity' && { 'content-encoding': encoding }),
        ...(status === 200 && { etag }),
      };
      const headers = applyHeaderRules(rules, pathname, { ...HOST_DEFAULTS, ...own });
      // Pages never lets a 404 be cached, whatever _headers says.
      if (status === 404) headers['cache-control'] = 'no-store';
      const notModified = Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)));
      variants[encoding] = { body, etag, ok: withLength(headers, body), notModified };
    }
    return variants;
  }

  const routes = new Map<string, Route>();
  for (const candidate of new Set(files.flatMap(candidatePaths))) {
    const route = resolveRoute(candidate, (file) => assets.has(file));
    if (!route) continue;
    if ('file' in route) routes.set(candidate, { variants: variantsAt(candidate, assets.get(route.file)!, 200) });
    else routes.set(candidate, { location: route.redirect, headers: withLength(applyHeaderRules(rules, candidate, { ...HOST_DEFAULTS }), Buffer.alloc(0)) });
  }

  const notFoundPage = assets.get('/404.html');
  const notFoundBody = Buffer.from('Not Found');
  function notFound(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (notFoundPage) {
      const variant = variantsAt(pathname, notFoundPage, 404)[notFoundPage.compressible ? negotiate(req.headers['accept-encoding']) : 'identity']!;
      res.writeHead(404, variant.ok).end(req.method === 'HEAD' ? undefined : variant.body);
      return;
    }
    const headers = applyHeaderRules(rules, pathname, { ...HOST_DEFAULTS, 'content-type': TYPES.txt!, 'x-content-type-options': 'nosniff' });
    headers['cache-control'] = 'no-store';
    res.writeHead(404, withLength(headers, notFoundBody)).end(req.method === 'HEAD' ? undefined : notFoundBody);
  }

  function answer(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-length': 0 }).end();
      return;
    }
    const pathname = normalisePath(rawPath);
    const route = pathname === null ? undefined : routes.get(pathname);
    if (!route) return notFound(req, res, pathname ?? rawPath);
    if ('location' in route) {
      res.writeHead(308, { ...route.headers, location: `${route.location}${search}` }).end();
      return;
    }
    const variant = route.variants[negotiate(req.headers['accept-encoding'])] ?? route.variants.identity!;
    if (matchesEtag(req.headers['if-none-match'], variant.etag)) {
      res.writeHead(304, variant.notModified).end();
      return;
    }
    res.writeHead(200, variant.ok).end(req.method === 'HEAD' ? undefined : variant.body);
  }

  const server = createServer((req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      console.error('[edge-server]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    server,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets a browser holds open would keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
