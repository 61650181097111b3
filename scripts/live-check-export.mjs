// `npm run test:live:export` (docs/testing.md, "Check the live site"). Exit codes: 0 every check passed, 1 a
// check failed, 2 nothing could be checked.
import './lib/build-env.ts';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, resolveBackend } from '../lib/config.ts';
import { metaContent } from '../live/html.ts';
import { EMBEDDED_ANON_KEY } from '../embedded-backend/keys.ts';
import { exportPath } from './lib/export-dir.ts';
import { freePort, ROOT, serveExport, spawnEmbeddedBackend, stopWithParent } from './lib/processes.ts';
import { readSiteRecord, SITE_RECORD } from './lib/site-record.ts';

const NAME = '[test:live:export]';
const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const dir = values.dir ? path.resolve(values.dir) : exportPath();
const inProject = path.relative(ROOT, dir);
const shownDir = `${inProject.startsWith('..') ? dir : inProject || '.'}/`;

function refuse(message) {
  console.error(`${NAME} ${message}`);
  process.exit(2);
}

if (!existsSync(path.join(dir, 'index.html'))) refuse(`No ${shownDir}index.html: run \`npm run build\` first.`);
let record;
try {
  record = readSiteRecord(dir);
} catch (error) {
  refuse(error.message);
}
if (!record) refuse(`No ${shownDir}${SITE_RECORD}, so the address it was built for is unknown: rebuild it with \`npm run build\`.`);
const buildId = metaContent(readFileSync(path.join(dir, 'index.html'), 'utf8'), 'build-id');
if (!buildId) refuse(`${shownDir}index.html has no <meta name="build-id">: rebuild it with \`npm run build\`.`);
let backend;
try {
  backend = resolveBackend();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refuse(error.message);
}

const children = [];
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
/** Else a server gone mid-run would show only as refused connections in the report. */
function watch(child, what) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${NAME} ${what} stopped during the run (${signal ?? `exit ${code}`}).`);
  });
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}
stopWithParent(() => {
  stopAll();
  process.exit(1);
});

let code = 1;
try {
  let content;
  if (backend.kind === 'hosted') {
    content = { env: {}, shown: backend.url };
  } else {
    const port = await freePort();
    watch(await spawnEmbeddedBackend(port), 'The embedded backend');
    const url = `http://127.0.0.1:${port}`;
    content = { env: { NEXT_PUBLIC_SUPABASE_URL: url, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: EMBEDDED_ANON_KEY }, shown: `the embedded backend's seed (no Supabase configured), at ${url}` };
  }

  const port = await freePort();
  watch(await serveExport(dir, port, { base: record.basePath }), `The server of ${shownDir}`);
  const url = `http://127.0.0.1:${port}${record.basePath}/`;
  console.log(`${NAME} ${shownDir} (build ${buildId}, built for ${record.siteUrl}) served at ${url}; content compared with ${content.shown}.`);

  const checks = spawn(process.execPath, ['--import', 'tsx', 'scripts/live-check.mjs', url, '--expect-build-id', buildId, '--site-url', record.siteUrl], {
    cwd: ROOT,
    env: { ...process.env, ...content.env },
    stdio: 'inherit',
  });
  children.push(checks);
  code = await new Promise((resolve) => checks.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(`${NAME} ${error.message}`);
} finally {
  stopAll();
}
process.exit(code);
