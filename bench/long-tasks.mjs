// `npm run long-tasks` (docs/performance.md): what each long task after the gate opens is made of, at a
// fixed CPU slowdown, from a Chromium performance trace and the build's source maps.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { EMBEDDED_ANON_KEY as ANON } from '../embedded-backend/keys.ts';
import { GATE_OPEN } from '../components/first-paint/gate-signals.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { freePort, ROOT, spawnEmbeddedBackend } from '../scripts/lib/processes.ts';
import { buildCopyInto, copyProject, removeCopy } from '../tests/helpers/project-copy.ts';
import { startBackendReplay } from './lib/backend-replay.ts';
import { startEdgeServer } from './lib/edge-server.ts';
import { attributeLongTasks, formatTable, LONG_TASK_MS } from './lib/long-task-attribution.ts';
import { MEASURED_SITE_URL } from './lib/measured-site.ts';
import { fillScaleContent, SCALE_EDUCATION, SCALE_PROJECTS, SCALE_ROLES, SCALE_SKILLS } from './lib/scale-content.ts';
import { SourceMaps } from './lib/source-maps.ts';

const WORK = path.join(ROOT, '.long-tasks');
const BACKEND_PORT_FILE = path.join(WORK, 'backend-port');
const SITES = ['live', 'scale'];

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    sites: { type: 'string', default: SITES.join(',') },
    cpu: { type: 'string', default: '9' },
    runs: { type: 'string', default: '3' },
    // How long after the gate opens the trace goes on.
    after: { type: 'string', default: '8000' },
    // Shorter tasks too: Lighthouse's simulation multiplies any observed task of 10 ms or more.
    'min-task': { type: 'string', default: String(LONG_TASK_MS) },
    out: { type: 'string' },
    // Each run's trace as .long-tasks/<site>-<run>.trace.json, which DevTools' Performance panel opens.
    'save-traces': { type: 'boolean', default: false },
  },
});
const SITES_ASKED = values.sites.split(',');
for (const site of SITES_ASKED) if (!SITES.includes(site)) throw new Error(`--sites takes ${SITES.join(', ')}, not "${site}".`);
const CPU = Number(values.cpu);
const RUNS = Number(values.runs);
const AFTER_MS = Number(values.after);
const MIN_TASK_MS = Number(values['min-task']);

// What Lighthouse's trace records, and the CPU profile that names the functions.
const CATEGORIES = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
];

/** A copy of the project whose build also writes source maps: the page's code is the same, its names can be read back. */
function copyWithSourceMaps() {
  const copy = copyProject('long-tasks');
  const config = path.join(copy, 'next.config.ts');
  const text = readFileSync(config, 'utf8');
  const edited = text.replace("output: 'export',", "output: 'export',\n    productionBrowserSourceMaps: true,");
  if (edited === text) throw new Error("next.config.ts has no `output: 'export',` line to add productionBrowserSourceMaps beside.");
  rmSync(config);
  writeFileSync(config, edited);
  return copy;
}

async function buildSites() {
  mkdirSync(WORK, { recursive: true });
  const copy = copyWithSourceMaps();
  const exportDir = (site) => path.relative(ROOT, path.join(WORK, site));
  try {
    if (SITES_ASKED.includes('live')) {
      console.log('Building the sample site against an embedded backend server (live refresh on)...');
      const port = await freePort();
      writeFileSync(BACKEND_PORT_FILE, String(port));
      const backend = await spawnEmbeddedBackend(port);
      try {
        await buildCopyInto(copy, exportDir('live'), { SITE_URL: MEASURED_SITE_URL, NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ANON });
      } finally {
        backend.kill();
      }
    }
    if (SITES_ASKED.includes('scale')) {
      console.log(`Building against the seed and ${SCALE_PROJECTS} projects, ${SCALE_ROLES} roles, ${SCALE_EDUCATION} education rows and ${SCALE_SKILLS} skills more (live refresh off, as \`npm run scale\` builds)...`);
      const port = await freePort();
      const backend = await spawnEmbeddedBackend(port);
      try {
        await fillScaleContent(`http://127.0.0.1:${port}`);
        await buildCopyInto(copy, exportDir('scale'), {
          SITE_URL: MEASURED_SITE_URL,
          NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`,
          NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ANON,
          NEXT_PUBLIC_LIVE_REFRESH: 'off',
        });
      } finally {
        backend.kill();
      }
    }
  } finally {
    removeCopy(copy);
  }
}

/** One visit: the trace from navigation to AFTER_MS past the gate's opening, at CPU× slowdown, as a phone's viewport. */
async function traceVisit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, GATE_OPEN, { timeout: 120_000, polling: 250 });
  await page.waitForTimeout(AFTER_MS);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

async function main() {
  if (values.build) await buildSites();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const report = {};
  try {
    for (const site of SITES_ASKED) {
      const dir = path.join(WORK, site);
      if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No .long-tasks/${site}/index.html: run with --build.`);
      const server = await startEdgeServer({ dir, port: 0 });
      let upstream;
      let replay;
      try {
        if (site === 'live') {
          // As `npm run lighthouse` serves site+refresh: the backend's answers replayed from memory at the port the page was built to ask.
          const upstreamPort = await freePort();
          upstream = await spawnEmbeddedBackend(upstreamPort);
          replay = await startBackendReplay({ upstream: `http://127.0.0.1:${upstreamPort}`, port: Number(readFileSync(BACKEND_PORT_FILE, 'utf8')) });
          await traceVisit(browser, `${server.origin}/`); // records the backend's answers, unmeasured
        }
        const maps = new SourceMaps(dir, server.origin);
        report[site] = [];
        for (let run = 1; run <= RUNS; run++) {
          const events = await traceVisit(browser, `${server.origin}/`);
          if (values['save-traces']) writeFileSync(path.join(WORK, `${site}-${run}.trace.json`), JSON.stringify({ traceEvents: events }));
          const tasks = attributeLongTasks(events, { origin: server.origin, gateMark: GATE_OPEN, afterMs: AFTER_MS, maps, minMs: MIN_TASK_MS });
          report[site].push(tasks);
          const blocking = tasks.tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
          console.log(`\n${site}, run ${run} of ${RUNS}, CPU ×${CPU}: gate open at ${Math.round(tasks.gateAt)} ms; ${tasks.tasks.length} tasks over ${MIN_TASK_MS} ms after it, blocking ${Math.round(blocking)} ms in all`);
          console.log(formatTable(tasks.tasks));
        }
      } finally {
        await server.close();
        await replay?.close();
        upstream?.kill();
      }
    }
  } finally {
    await browser.close();
  }
  const out = values.out ?? path.join(WORK, 'report.json');
  writeFileSync(out, JSON.stringify({ cpu: CPU, afterMs: AFTER_MS, report }, null, 2));
  console.log(`\nReport: ${path.relative(ROOT, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
