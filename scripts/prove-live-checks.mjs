// Proves `npm run test:live` offline: the export must pass against the embedded backend's seed, and a
// broken copy (a chunk deleted, a card cut out) must fail with both named. The export is only read.
import './lib/build-env.ts';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteUrl } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.ts';
import { EMBEDDED_ANON_KEY } from '../embedded-backend/keys.ts';
import { freePort, ROOT, serveExport, startEmbeddedBackend } from './lib/processes.ts';

const exported = exportPath();
if (!existsSync(path.join(exported, 'index.html'))) {
  console.error(`[prove-live-checks] No ${path.relative(ROOT, exported)}/index.html: run \`npm run build\` first.`);
  process.exit(2);
}
// What the build was told it is published as: its canonical, robots.txt and sitemap.xml say so.
const published = siteUrl();
const buildId = /<meta name="build-id" content="([^"]+)"/.exec(readFileSync(path.join(exported, 'index.html'), 'utf8'))?.[1];
if (!buildId) {
  console.error('[prove-live-checks] The export has no <meta name="build-id">.');
  process.exit(2);
}

/** Breaks a copy of the export twice over; returns what the report must name. */
function breakCopy(dir) {
  const indexFile = path.join(dir, 'index.html');
  let html = readFileSync(indexFile, 'utf8');
  // Any chunk the HTML names is loaded during the visit, so its request must fail.
  const chunk = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
  if (!chunk) throw new Error('index.html names no JavaScript chunk');
  rmSync(path.join(dir, chunk));
  const cards = [...html.matchAll(/<div role="listitem"><article\b[^>]*data-testid="project-card"/g)];
  if (cards.length < 2) throw new Error(`index.html has ${cards.length} project cards; the proof needs two`);
  const start = cards[1].index;
  const end = html.indexOf('</article></div>', start) + '</article></div>'.length;
  const title = /data-testid="project-title">([^<]*)</.exec(html.slice(start, end))?.[1] ?? "";
  html = html.slice(0, start) + html.slice(end);
  writeFileSync(indexFile, html);
  return { chunk, title: title.replaceAll('&amp;', '&') };
}

/** `npm run test:live` against a served copy; resolves with its exit code and output (also shown). */
function runLiveChecks(url, backendUrl) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/live-check.mjs', url, '--expect-build-id', buildId, '--site-url', published.href], {
      cwd: ROOT,
      env: { ...process.env, NEXT_PUBLIC_SUPABASE_URL: backendUrl, NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('close', (code) => resolve({ code, output }));
  });
}

const base = new URL(published).pathname.replace(/\/$/, '');
let stopping = false;

/** Else a server gone mid-run would show only as refused connections in the report. */
function watch(child, what) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[prove-live-checks] ${what} stopped during the run (${signal ?? `exit ${code}`}).`);
  });
  return child;
}

async function serve(dir) {
  const port = await freePort();
  const server = await serveExport(dir, port, { base });
  return { server: watch(server, `The server of ${path.relative(ROOT, dir) || dir}`), url: `http://127.0.0.1:${port}${base}/` };
}

const children = [];
const broken = mkdtempSync(path.join(os.tmpdir(), 'live-broken-'));
const failures = [];
try {
  const backendPort = await freePort();
  children.push(watch(await startEmbeddedBackend(backendPort), 'The embedded backend'));
  const backendUrl = `http://127.0.0.1:${backendPort}`;

  const site = await serve(exported);
  children.push(site.server);
  console.log(`\n[prove-live-checks] 1. ${path.relative(ROOT, exported)}/ as built, at ${site.url}: every check must pass.\n`);
  const passing = await runLiveChecks(site.url, backendUrl);
  if (passing.code !== 0) failures.push(`the live checks failed on ${path.relative(ROOT, exported)}/ as built (exit ${passing.code})`);

  cpSync(exported, broken, { recursive: true });
  const faults = breakCopy(broken);
  const copy = await serve(broken);
  children.push(copy.server);
  console.log(`\n[prove-live-checks] 2. A broken copy at ${copy.url}: ${faults.chunk} deleted, the card "${faults.title}" cut out of index.html. The checks must fail, naming both.\n`);
  const failing = await runLiveChecks(copy.url, backendUrl);
  if (failing.code === 0) failures.push('the live checks passed on the broken copy');
  if (!failing.output.includes(`${copy.url.replace(/\/$/, '')}${faults.chunk}`)) failures.push(`the report does not name the missing chunk ${faults.chunk}`);
  if (!failing.output.includes(`"${faults.title}"`) || !/not on the page/.test(failing.output)) failures.push(`the report does not name the missing project "${faults.title}"`);
} catch (error) {
  failures.push(error.message);
} finally {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  rmSync(broken, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n[prove-live-checks] FAILED: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('\n[prove-live-checks] As expected: the build passes every live check; the broken copy fails them, naming the missing chunk and the missing project.');
