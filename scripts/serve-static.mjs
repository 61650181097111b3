// `npm run serve`: serves the static export in out/ on localhost, as a CDN would: files as they
// are, index.html for a folder, 404.html (with status 404) for anything missing, the headers
// out/_headers asks for (written by scripts/harden-export.mjs), and text compressed with brotli or
// gzip when the browser accepts it, as every CDN does (measured page weight depends on it).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'out' },
  },
});
const root = path.resolve(values.dir);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest)|image\/svg)/;

/** Compressed bodies, made once per file and encoding (the export never changes while served). */
const compressed = new Map();

function encode(file, body, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return { body, encoding: null };
  const key = `${encoding}:${file}`;
  if (!compressed.has(key)) {
    compressed.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 }),
    );
  }
  return { body: compressed.get(key), encoding };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** `_headers` rules: a path pattern (`*` matches anything) and the headers for what it matches. */
function readHeaderRules() {
  let text = '';
  try {
    text = readFileSync(path.join(root, '_headers'), 'utf8');
  } catch {
    return [];
  }
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
      rules.push({ pattern, headers: [] });
    } else if (rules.length > 0) {
      const separator = line.indexOf(':');
      rules.at(-1).headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

const headerRules = readHeaderRules();

function headersFor(pathname) {
  const headers = {};
  for (const rule of headerRules) {
    if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

async function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const candidate = path.join(root, decoded);
  if (!candidate.startsWith(root)) return null; // no escaping the export with ../
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return file;
  }
  return null;
}

const server = createServer(async (req, res) => {
  try {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = await resolveFile(pathname);
    let status = 200;
    if (!file) {
      file = path.join(root, '404.html');
      status = 404;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const raw = readFileSync(file);
    const { body, encoding } = COMPRESSIBLE.test(type) ? encode(file, raw, String(req.headers['accept-encoding'] ?? '')) : { body: raw, encoding: null };
    res.writeHead(status, {
      'Content-Type': type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      ...(encoding && { 'Content-Encoding': encoding }),
      ...headersFor(status === 404 ? '/404.html' : pathname),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    console.error('[serve] failed:', error);
    res.writeHead(500).end();
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'}/ at http://${values.host}:${values.port}`);
});
