// `npm run serve`: a static export through Cloudflare Pages' own asset server, so tests see what a CDN
// serves (_headers, compression, 404.html, redirects). Options: --dir, --port, --base (may not
// contradict the base path recorded by scripts/lib/site-record.ts), --cache (scripts/lib/edge-cache.ts).
// The root served is a fresh temporary folder: wrangler's local lookup checks `startsWith(directory)`
// with no separator, so `/..%2Fout-old/x` would reach a sibling folder. Under a base path the export is
// linked in at that path and _headers copied up to the root, the only place a host reads it.
import './lib/build-env.ts';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { basePath, exportDir } from '../lib/config.ts';
import { withoutTrailingSlash } from '../lib/url.ts';
import { startEdgeCache } from './lib/edge-cache.ts';
import { freePort, stopWithParent } from './lib/processes.ts';
import { readSiteRecord } from './lib/site-record.ts';

// The workerd that wrangler 4.86 (the last to run on Node 20) bundles refuses later dates.
const COMPATIBILITY_DATE = '2026-05-01';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: exportDir() },
    port: { type: 'string', default: process.env.PORT || '3000' },
    base: { type: 'string' },
    cache: { type: 'boolean', default: false },
  },
});
const dir = path.resolve(values.dir);
const shownDir = `${path.relative(process.cwd(), dir) || '.'}/`;
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`[serve] No ${shownDir}index.html: build the site first.`);
  process.exit(2);
}
const record = readSiteRecord(dir);
const base = withoutTrailingSlash(values.base ?? record?.basePath ?? basePath());
// Segments of letters, digits and . ~ - _, never a bare . or ..
if (base && !/^(\/(?!\.\.?(?:\/|$))[\w.~-]+)+$/.test(base)) {
  console.error(`[serve] --base must be a path such as /portfolio, not "${values.base}".`);
  process.exit(2);
}
// Every page and asset link of the export carries its base path: served under another, none loads.
if (record && base !== record.basePath) {
  console.error(
    `[serve] ${shownDir} was built for ${record.siteUrl}, so it is served under ${record.basePath || '/'} ` +
      `and cannot be served under --base ${values.base || '/'}: leave --base out, or rebuild with SITE_URL set to the address it should have.`,
  );
  process.exit(2);
}

const workspace = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
const root = path.join(workspace, 'root');
if (base) {
  const mountPoint = path.join(root, ...base.split('/').filter(Boolean));
  mkdirSync(path.dirname(mountPoint), { recursive: true });
  symlinkSync(dir, mountPoint);
  if (existsSync(path.join(dir, '_headers'))) copyFileSync(path.join(dir, '_headers'), path.join(root, '_headers'));
} else {
  symlinkSync(dir, root);
}

// With the cache, wrangler listens on a port of its own behind it.
const wranglerPort = values.cache ? String(await freePort()) : values.port;
const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
// Its devtools port too: left to wrangler it is 9229, and a second server starting at the same time
// (two test files, or one that is still stopping) fails with "Address already in use".
const inspectorPort = String(await freePort());
const logs = path.join(workspace, 'logs');
const child = spawn(
  process.execPath,
  [wrangler, 'pages', 'dev', root, '--ip', '127.0.0.1', '--port', wranglerPort, '--inspector-port', inspectorPort, '--compatibility-date', COMPATIBILITY_DATE, '--log-level', 'warn'],
  {
    // Its state (.wrangler/) goes into the temporary folder, not the project.
    cwd: workspace,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      // Else it fetches Request.cf's sample values from workers.cloudflare.com and, offline, warns.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      // Its devtools proxy, which `pages dev` cannot turn off otherwise, forwards every response's
      // network events to wrangler, which logs each at debug level, and buffers them all until a
      // devtools client connects, which none does: 360 requests grew a log by 6 MB and a workerd by
      // 180 MB, likely why wrangler once died mid-way through an e2e run. Wrangler leaves the proxy out in VS
      // Code's debug terminal, which this variable marks.
      VSCODE_INSPECTOR_OPTIONS: '{}',
      // Its debug log (every message, whatever --log-level says) goes with the folder, not into ~/.config.
      WRANGLER_LOG_PATH: logs,
    },
  },
);

const origin = `http://127.0.0.1:${values.port}`;
const wranglerOrigin = `http://127.0.0.1:${wranglerPort}`;
let stopping = false;

function logTail(lines = 40) {
  const files = existsSync(logs) ? readdirSync(logs).sort() : [];
  if (!files.length) return '(none)';
  return readFileSync(path.join(logs, files.at(-1)), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  child.once('exit', () => {
    clearTimeout(forced);
    rmSync(workspace, { recursive: true, force: true });
    process.exit(code);
  });
}

child.on('exit', (code) => {
  if (stopping) return;
  console.error(`[serve] wrangler exited (${code}). The end of its log:\n${logTail()}`);
  rmSync(workspace, { recursive: true, force: true });
  process.exit(code || 1);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// npm runs this under `sh -c`, and sh dies of the SIGTERM npm passes on to it without passing it
// further: the server would outlive `npm run serve`, holding its port. So it stops with its parent.
stopWithParent(() => stop(0));

// Wrangler's own "Ready" line is an info message, hidden at --log-level warn: ask until it answers.
for (let started = Date.now(); !stopping; ) {
  const answered = await fetch(`${wranglerOrigin}${base}/`, { method: 'HEAD' }).then(
    () => true,
    () => false,
  );
  if (answered) {
    if (values.cache) await startEdgeCache({ port: Number(values.port), upstream: wranglerOrigin });
    const builtFor = record ? ` (built for ${record.siteUrl})` : '';
    console.log(`Serving ${shownDir}${builtFor} at ${origin}${base}/`);
    break;
  }
  if (Date.now() - started > 60_000) {
    console.error('[serve] wrangler did not answer within 60 s.');
    stop(1);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
