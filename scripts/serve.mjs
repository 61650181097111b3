// `npm run serve`: an export through Cloudflare Pages' own asset server, as a CDN serves it. It serves a
// copy in a fresh folder: wrangler's lookup checks `startsWith(directory)` with no separator (so
// `/..%2Fout-old/x` reached a sibling), and a copy is out of reach of whatever rewrites the export.
import './lib/build-env.ts';
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
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
// A wrangler that keeps dying is broken: the run is better told so than served by it.
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 10 * 60_000;
const START_TIMEOUT_MS = 60_000;
const PORT_CHECK_INTERVAL_MS = 5_000;

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

/** @type {{ child: import('node:child_process').ChildProcess, answered: boolean, reason?: string, forced?: NodeJS.Timeout } | undefined} */
let wrangler;
const workspace = mkdtempSync(path.join(os.tmpdir(), 'serve-'));
// However serve ends, even by an error of its own, what is left of wrangler and the copy go with it.
process.on('exit', () => {
  if (wrangler) signalGroup(wrangler, 'SIGKILL');
  rmSync(workspace, { recursive: true, force: true });
});
const root = path.join(workspace, 'root');
const copy = { recursive: true, dereference: true };
if (base) {
  cpSync(dir, path.join(root, ...base.split('/').filter(Boolean)), copy);
  if (existsSync(path.join(dir, '_headers'))) copyFileSync(path.join(dir, '_headers'), path.join(root, '_headers'));
} else {
  cpSync(dir, root, copy);
}

const wranglerPort = values.cache ? String(await freePort()) : values.port;
const wranglerBin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
// Left to wrangler it is 9229, which a second server starting at the same time finds taken.
const inspectorPort = String(await freePort());
const logs = path.join(workspace, 'logs');
const origin = `http://127.0.0.1:${values.port}`;
const wranglerOrigin = `http://127.0.0.1:${wranglerPort}`;
const where = `${shownDir} at ${origin}${base}/`;
// A process group, so its workerd (which holds the port) ends with it; Windows has none.
const groups = process.platform !== 'win32';

let served = false;
let stopping = false;
let exitCode = 0;
/** @type {number[]} */
const restarts = [];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const running = (run) => run.child.exitCode === null && run.child.signalCode === null;

function logTail(lines = 40) {
  const files = existsSync(logs) ? readdirSync(logs).sort() : [];
  if (!files.length) return '(none)';
  return readFileSync(path.join(logs, files.at(-1)), 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// Should whatever reads serve's output go away, a write fails (EPIPE) without ending serve.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

function startWrangler() {
  const child = spawn(
    process.execPath,
    [wranglerBin, 'pages', 'dev', root, '--ip', '127.0.0.1', '--port', wranglerPort, '--inspector-port', inspectorPort, '--compatibility-date', COMPATIBILITY_DATE, '--log-level', 'warn'],
    {
      cwd: workspace,
      detached: groups,
      // Piped, not inherited: in wrangler a write to a closed pipe is an uncaught error that ends it.
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...(process.stdout.isTTY && { FORCE_COLOR: '1' }),
        WRANGLER_SEND_METRICS: 'false',
        // Else it fetches Request.cf's sample values from workers.cloudflare.com and, offline, warns.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        // Turns off the devtools proxy (wrangler leaves it out in VS Code's terminal), which buffers every
        // response's events until a client connects, and none does: a long run's workerd grew without end.
        VSCODE_INSPECTOR_OPTIONS: '{}',
        // Its debug log (every message, whatever --log-level says) goes with the folder, not into ~/.config.
        WRANGLER_LOG_PATH: logs,
      },
    },
  );
  // Unread, wrangler's pipe would fill and block it.
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const run = { child, answered: false };
  child.once('exit', (code, signal) => void onExit(run, code ?? signal));
  wrangler = run;
  return run;
}

function signalGroup(run, signal) {
  try {
    if (groups) process.kill(-run.child.pid, signal);
    else run.child.kill(signal);
  } catch {
    // gone
  }
}

function terminate(run) {
  run.child.kill('SIGTERM');
  run.forced = setTimeout(() => signalGroup(run, 'SIGKILL'), 5000);
}

async function answers(run) {
  for (let started = Date.now(); !stopping && running(run); await sleep(200)) {
    const answered = await fetch(`${wranglerOrigin}${base}/`, { method: 'HEAD', signal: AbortSignal.timeout(5000) }).then(
      () => true,
      () => false,
    );
    if (answered) return (run.answered = true);
    if (Date.now() - started > START_TIMEOUT_MS) return false;
  }
  return false;
}

/** A busy server that is slow to accept still counts as there. */
function refused(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port), timeout: 5000 });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.once('connect', () => done(false));
    socket.once('timeout', () => done(false));
    socket.once('error', (error) => done(/** @type {NodeJS.ErrnoException} */ (error).code === 'ECONNREFUSED'));
  });
}

async function onExit(run, status) {
  const closed = new Promise((resolve) => run.child.once('close', resolve));
  clearTimeout(run.forced);
  // A wrangler that dies abruptly leaves its workerd running, holding the port and answering 500.
  signalGroup(run, 'SIGKILL');
  if (stopping) process.exit(exitCode);
  // Its last words first: an uncaught error's stack goes to its stderr, never to its log.
  await Promise.race([closed, sleep(1000)]);
  if (stopping) process.exit(exitCode);
  const what = run.reason ?? `exited (${status})`;
  const failed = typeof status === 'number' && status !== 0 ? status : 1;
  if (!served) {
    console.error(`[serve] wrangler ${what}. The end of its log:\n${logTail()}`);
    process.exit(failed);
  }
  const now = Date.now();
  while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
  if (restarts.length >= MAX_RESTARTS) {
    console.error(
      `[serve] wrangler ${what} while serving ${where}, its ${MAX_RESTARTS} restarts in ${RESTART_WINDOW_MS / 60_000} minutes used up: ` +
        `serve stops, and ${origin} no longer answers. The end of its log:\n${logTail()}`,
    );
    process.exit(failed);
  }
  restarts.push(now);
  console.error(`[serve] wrangler ${what} while serving ${where}; restarting (${restarts.length} of ${MAX_RESTARTS}). The end of its log:\n${logTail()}`);
  // Once the port is free: a restart that found it taken would fail with "Address already in use".
  for (let started = Date.now(); !(await refused(wranglerPort)) && Date.now() - started < 10_000; ) await sleep(200);
  if (stopping) process.exit(exitCode);
  const next = startWrangler();
  if (await answers(next)) console.error(`[serve] wrangler serves ${where} again.`);
  else if (!stopping && running(next)) {
    next.reason = `did not answer within ${START_TIMEOUT_MS / 1000} s of a restart`;
    terminate(next);
  }
}

/** Wrangler outlives its workerd: a port refused twice running counts as wrangler's death. */
async function watchPort() {
  let watched;
  let refusals = 0;
  while (!stopping) {
    await sleep(PORT_CHECK_INTERVAL_MS);
    const run = wrangler;
    if (run !== watched) [watched, refusals] = [run, 0];
    if (stopping || !run.answered || !running(run) || run.reason) continue;
    refusals = (await refused(wranglerPort)) ? refusals + 1 : 0;
    if (refusals < 2 || !running(run) || stopping) continue;
    run.reason = `stopped answering (nothing listens on port ${wranglerPort} any more)`;
    terminate(run);
  }
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (wrangler && running(wrangler)) terminate(wrangler);
  else process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
// npm runs this under `sh -c`, which dies of npm's SIGTERM without passing it on: stop with the parent.
stopWithParent(() => stop(0));

// Wrangler's own "Ready" line is an info message, hidden at --log-level warn: ask until it answers.
const first = startWrangler();
if (await answers(first)) {
  if (values.cache) await startEdgeCache({ port: Number(values.port), upstream: wranglerOrigin });
  const builtFor = record ? ` (built for ${record.siteUrl})` : '';
  console.log(`Serving ${shownDir}${builtFor} at ${origin}${base}/`);
  served = true;
  void watchPort();
} else if (!stopping && running(first)) {
  console.error(`[serve] wrangler did not answer within ${START_TIMEOUT_MS / 1000} s.`);
  stop(1);
}
