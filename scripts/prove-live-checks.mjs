// Proves `npm run test:live:export` offline: the export passes, and a broken copy fails, naming both faults.
import './lib/build-env.ts';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportPath } from './lib/export-dir.ts';
import { ROOT } from './lib/processes.ts';

const exported = exportPath();
const shown = path.relative(ROOT, exported);
if (!existsSync(path.join(exported, 'index.html'))) {
  console.error(`[prove-live-checks] No ${shown}/index.html: run \`npm run build\` first.`);
  process.exit(2);
}

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

/** The live checks on `dir`, their output kept to be printed whole: the two runs go side by side. */
function checkExport(dir, results) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/live-check-export.mjs', '--dir', dir], {
      cwd: ROOT,
      env: { ...process.env, LIVE_RESULTS_DIR: results },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

const broken = mkdtempSync(path.join(os.tmpdir(), 'live-broken-'));
const failures = [];
try {
  cpSync(exported, broken, { recursive: true });
  const faults = breakCopy(broken);
  // Each check mostly waits on its browser and its server: on two cores, both at once take little longer than one.
  const [passing, failing] = await Promise.all([checkExport(exported, '.live/results-built'), checkExport(broken, '.live/results-broken')]);
  console.log(`\n[prove-live-checks] 1. ${shown}/ as built: every check must pass.\n`);
  process.stdout.write(passing.output);
  if (passing.code !== 0) failures.push(`the live checks failed on ${shown}/ as built (exit ${passing.code})`);

  console.log(`\n[prove-live-checks] 2. A broken copy: ${faults.chunk} deleted, the card "${faults.title}" cut out of index.html. The checks must fail, naming both.\n`);
  process.stdout.write(failing.output);
  const served = /served at (http:\/\/\S+?)\/?;/.exec(failing.output)?.[1];
  if (failing.code !== 1) failures.push(`the live checks did not fail as checks fail on the broken copy (exit ${failing.code}, expected 1)`);
  if (!served || !failing.output.includes(`404 ${served}${faults.chunk}`)) failures.push(`the report does not name the missing chunk ${faults.chunk} as a 404`);
  if (!failing.output.includes(`"${faults.title}"`) || !/not on the page/.test(failing.output)) failures.push(`the report does not name the missing project "${faults.title}"`);
} catch (error) {
  failures.push(error.message);
} finally {
  rmSync(broken, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n[prove-live-checks] FAILED: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('\n[prove-live-checks] As expected: the build passes every live check; the broken copy fails them, naming the missing chunk and the missing project.');
