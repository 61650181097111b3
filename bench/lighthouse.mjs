// `npm run lighthouse` (docs/performance.md): the targets are audited in turn within each run, so that a
// noisy spell hits them alike, and served from memory, so that serving takes none of the CPU audited.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import WebSocket from 'ws';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { appliedMultiplier, calibrate, describeCalibration, describeHostSpread, hostSpread, median, multiplierLabel, parseFixedMultiplier } from './lib/cpu-calibration.ts';
import { lighthouseBenchmarkIndex } from './lib/lighthouse-benchmark-index.ts';
import { startBackendReplay } from './lib/backend-replay.ts';
import { startEdgeServer } from './lib/edge-server.ts';
import { cpuTimeTbt } from './lib/cpu-time-tbt.ts';
import { performanceWithTbt } from './lib/performance-score.ts';
import { APPLIED, auditedAt, CALIBRATED, DEFAULT_X4, judge, missingComparisons } from './lib/lighthouse-budgets.ts';
import { baseTarget, parseLocalesOption, targetPage, TargetError, withLanguages } from './lib/lighthouse-targets.ts';
import { EMBEDDED_ANON_KEY } from '../embedded-backend/keys.ts';
import { GATE_SIGNAL } from '../components/first-paint/before-paint.ts';
import { GATE_OPEN } from '../components/first-paint/gate-signals.ts';
import { MEASURED_SITE_URL } from './lib/measured-site.ts';
import { sharedReference, sharedSite } from './lib/shared-builds.ts';
import { freePort, ROOT, run, spawnEmbeddedBackend } from '../scripts/lib/processes.ts';
import { buildCopyInto, copyProject, removeCopy, setLanguages } from '../tests/helpers/project-copy.ts';

const WORK = path.join(ROOT, '.lighthouse');
const BACKEND_PORT_FILE = path.join(WORK, 'backend-port');
// Each audit's trace, gzipped (DevTools' Performance panel opens it), beside report.json.
const TRACES = path.join(WORK, 'traces');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    // Desktop in the first N runs only: what it judges (the other categories, CLS) barely moves between runs.
    'desktop-runs': { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    targets: { type: 'string', default: 'floor,site,site+refresh,floor+gate,reference' },
    'form-factors': { type: 'string', default: `${CALIBRATED},${DEFAULT_X4},desktop` },
    'color-scheme': { type: 'string', default: 'light' },
    // The languages the sites are built in, the first the default, from a copy of the project with the
    // sample dictionaries of e2e/fixtures/i18n/; each site target is audited at each.
    locales: { type: 'string' },
    ci: { type: 'boolean', default: false },
    // A fixed slowdown for calibrated mobile, in place of the calibration: a fast host's ×4 hides long tasks a ×9 phone shows.
    cpu: { type: 'string' },
    // Each run's time to interactive and long tasks (as Lighthouse simulates them), to attribute its TBT.
    tasks: { type: 'boolean', default: false },
  },
});
const COLOR_SCHEME = values['color-scheme'];
if (!['light', 'dark'].includes(COLOR_SCHEME)) throw new Error(`--color-scheme is light or dark, not "${COLOR_SCHEME}".`);
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs is a whole number of runs, 1 or more, not "${values.runs}".`);
const DESKTOP_RUNS = Number(values['desktop-runs'] ?? RUNS);
if (!Number.isInteger(DESKTOP_RUNS) || DESKTOP_RUNS < 1 || DESKTOP_RUNS > RUNS) {
  throw new Error(`--desktop-runs is a whole number of runs from 1 to --runs (${RUNS}), not "${values['desktop-runs']}".`);
}
// CI's lines were drawn from calibrated runs only.
if (values.cpu !== undefined && values.ci) throw new Error('--cpu and --ci do not go together: CI runs at the calibration.');
const FIXED_CPU = values.cpu === undefined ? undefined : parseFixedMultiplier(values.cpu);
const FORM_FACTORS = values['form-factors'].split(',');
let LOCALES;
let TARGETS;
try {
  LOCALES = values.locales ? parseLocalesOption(values.locales) : null;
  TARGETS = withLanguages(values.targets.split(','), LOCALES ?? []);
  for (const target of TARGETS) targetPage(target);
} catch (error) {
  if (!(error instanceof TargetError)) throw error;
  console.error(error.message);
  process.exit(2);
}

/** A page with no JavaScript: its scripts, their preloads and the policy that hashes them taken out. */
function floorOf(html) {
  return html
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
}

/** Without _headers: the site's Content-Security-Policy would block the script the gated floor adds. */
function writeFloors(siteDir, floorsDir, { gate = true } = {}) {
  rmSync(floorsDir, { recursive: true, force: true });
  cpSync(siteDir, floorsDir, { recursive: true, filter: (source) => path.basename(source) !== '_headers' });
  const site = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const floor = floorOf(site);
  const pages = [['floor', floor]];
  if (gate) {
    const script = [...site.matchAll(/<script>([\s\S]*?)<\/script>/g)].find((match) => match[1].includes(GATE_SIGNAL));
    if (!script) throw new Error('The gate script was not found in the exported index.html.');
    // No island runs on the floor to bring in what the motion class hides, so the class comes off.
    pages.push(['floor-gate', floor.replace('</head>', `${script[0]}<script>document.documentElement.classList.remove('motion')</script></head>`)]);
  }
  for (const [dir, html] of pages) {
    mkdirSync(path.join(floorsDir, dir), { recursive: true });
    writeFileSync(path.join(floorsDir, dir, 'index.html'), html);
  }
}


// `npm run scale`'s build, which a run naming scale-floor and scale audits (CI's, after that bench).
const SCALE_BUILD = 'scale';

async function buildSites() {
  mkdirSync(WORK, { recursive: true });
  for (const entry of readdirSync(WORK)) if (entry !== SCALE_BUILD) rmSync(path.join(WORK, entry), { recursive: true, force: true });
  const copy = LOCALES ? copyProject('lighthouse') : null;
  if (copy) setLanguages(copy, LOCALES);
  const settings = (env) => ({ SITE_URL: MEASURED_SITE_URL, ...env });
  const embedded = { NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' };
  const exportDir = (dir) => path.relative(ROOT, path.join(WORK, dir));
  // Sites in other languages are built in a copy of their own; the one-language ones are shared with the other benches.
  const build = (what, dir, env) =>
    copy ? (console.log(`Building ${what}...`), buildCopyInto(copy, exportDir(dir), settings(env))) : sharedSite(what, path.join(WORK, dir), settings(env));
  try {
    console.log('Building the site against the embedded backend server (live refresh on)...');
    const port = await freePort();
    writeFileSync(BACKEND_PORT_FILE, String(port));
    const backend = await spawnEmbeddedBackend(port);
    try {
      const live = settings({ NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: EMBEDDED_ANON_KEY });
      await (copy ? buildCopyInto(copy, exportDir('live'), live) : run('npm', ['run', '--silent', 'build'], { ...live, NEXT_EXPORT_DIR: exportDir('live') }));
    } finally {
      backend.kill();
    }
    await build('the site on the embedded default', 'embedded', embedded);
    writeFloors(path.join(WORK, 'embedded'), path.join(WORK, 'floors'));
    if (TARGETS.some((target) => baseTarget(target) === 'plain')) {
      await build("the plain export on the embedded default (FIRST_PAINT=framework: Next's own export, plus the CSP)", 'plain', { ...embedded, FIRST_PAINT: 'framework' });
    }
  } finally {
    if (copy) removeCopy(copy);
  }
}

function settingsFor(formFactor, multiplier) {
  if (formFactor === 'desktop') return { config: desktopConfig };
  if (formFactor === DEFAULT_X4) return { flags: {} };
  // Lighthouse's own mobile settings (slow 4G, ×4 CPU), applied by the browser as the page loads.
  if (formFactor === APPLIED) return { flags: { throttlingMethod: 'devtools' } };
  return { flags: { throttling: { cpuSlowdownMultiplier: multiplier } } };
}

/** Each long task as Lighthouse simulates it: its length, start, script and what its time went to. */
function describeLongTasks(details) {
  const { urls = [], tasks = [] } = details?.debugData ?? {};
  return tasks.map(({ urlIndex, startTime, duration, ...groups }) => {
    const parts = Object.entries(groups)
      .filter(([, time]) => time >= 5)
      .sort((a, b) => b[1] - a[1])
      .map(([group, time]) => `${group} ${Math.round(time)}`);
    return `${Math.round(duration)}ms@${Math.round(startTime)} ${String(urls[urlIndex] ?? '').split('/').pop() || 'page'} (${parts.join(', ')})`;
  });
}

/** `traceFile`: where the audit's trace is kept, under .lighthouse/traces/; an unmeasured audit keeps none. */
async function audit(url, formFactor, port, multiplier, traceFile) {
  const { flags: extra, config } = settingsFor(formFactor, multiplier);
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'], ...extra };
  let lhr;
  let artifacts;
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): that run is redone.
  for (let attempt = 1; ; attempt++) {
    ({ lhr, artifacts } = await lighthouse(url, flags, config));
    if (!lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`(${url} ${formFactor}: ${lhr.runtimeError.code}, running it again)`);
  }
  // Simulated throttling records the page at the host's own speed: the trace's CPU time, at a fixed slowdown.
  const { traceEvents } = artifacts.Trace;
  const cpu = cpuTimeTbt(traceEvents);
  for (const warning of cpu.warnings) console.warn(`(${url} ${formFactor}: ${warning})`);
  if (traceFile) writeFileSync(path.join(TRACES, traceFile), gzipSync(JSON.stringify({ traceEvents })));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const gate = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === GATE_OPEN);
  return {
    performance: score('performance'),
    // The same score with TBT scored from the trace's CPU time at ×9: what the performance budget judges.
    performanceCpu: Math.round(performanceWithTbt(lhr, cpu.blocking[9]) * 100),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cpuTbtX4: cpu.blocking[4],
    cpuTbtX9: cpu.blocking[9],
    cpuTasks: cpu.tasks,
    cpuMs: cpu.cpuMs,
    trace: traceFile ? path.relative(ROOT, path.join(TRACES, traceFile)) : null,
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    tti: metric('interactive'),
    gateOpen: gate ? gate.startTime : null,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    longTasks: describeLongTasks(lhr.audits['long-tasks']?.details),
    failed: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && ['binary', 'numeric'].includes(entry.scoreDisplayMode) && entry.id !== 'user-timings')
      .map((entry) => entry.id),
  };
}

function summarise(results) {
  const keys = ['performance', 'performanceCpu', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cpuTbtX4', 'cpuTbtX9', 'cls', 'si', 'benchmarkIndex'];
  const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
  const gates = results.map((result) => result.gateOpen).filter((value) => value !== null);
  summary.gateOpen = gates.length ? median(gates) : null;
  summary.failed = [...new Set(results.flatMap((result) => result.failed))];
  return summary;
}

const ms = (value) => (value === null || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
/** Lighthouse's simulated TBT, then the trace's CPU time at a fixed ×4 and ×9 (what the budgets judge). */
const tbtColumns = (s) => `TBT ${ms(s.tbt)}  CPU-time TBT ×4 ${ms(s.cpuTbtX4)} ×9 ${ms(s.cpuTbtX9)}`;
const runLine = (run) =>
  `perf ${String(run.performance).padStart(3)}  FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  ${tbtColumns(run)} (${run.cpuTasks} tasks, ${ms(run.cpuMs)} CPU)  ` +
  `CLS ${run.cls.toFixed(3)}  gate-open ${ms(run.gateOpen)}  ` +
  `×${run.cpuSlowdown} (benchmarkIndex ${Math.round(run.benchmarkIndex)})`;

// Said now, not after the audits.
const missing = missingComparisons(TARGETS, FORM_FACTORS);
if (missing.length) throw new Error(`--targets ${TARGETS.join(',')} lacks ${missing.join(', ')}, which the budgets of calibrated mobile are drawn beside.`);

/** Over plain CDP: Playwright would emulate its own scheme, and a flag that stopped working would go unnoticed. */
async function expectColorScheme(port) {
  const target = await (await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: 'PUT' })).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answer = new Promise((resolve) => socket.once('message', (message) => resolve(JSON.parse(String(message)))));
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression: "matchMedia('(prefers-color-scheme: dark)').matches" } }));
    const dark = (await answer).result.result.value;
    if (dark !== (COLOR_SCHEME === 'dark')) throw new Error(`The browser reports prefers-color-scheme: ${dark ? 'dark' : 'light'}, not ${COLOR_SCHEME}.`);
    console.log(`prefers-color-scheme: ${COLOR_SCHEME}`);
  } finally {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  }
}

async function main() {
  // The reference builds beside the sites, one a core: started once buildSites has emptied .lighthouse/
  // (its first synchronous step), and both waited for, so that a failure leaves no build running.
  const sites = values['skip-build'] ? undefined : buildSites();
  const needsReference = TARGETS.includes('reference') && !existsSync(path.join(WORK, 'reference', 'index.html'));
  const builds = await Promise.allSettled([sites, needsReference ? sharedReference(path.join(WORK, 'reference')) : undefined]);
  const buildFailures = builds.filter((build) => build.status === 'rejected').map((build) => build.reason);
  for (const buildFailure of buildFailures.slice(1)) console.error(buildFailure);
  if (buildFailures.length) throw buildFailures[0];
  if (TARGETS.includes('scale-floor')) {
    const scalePage = path.join(WORK, 'scale', 'index.html');
    if (!existsSync(scalePage)) throw new Error('No .lighthouse/scale/index.html to make the scale floor from: run `npm run scale`.');
    // Kept from `npm run scale`, whatever code it was built from: its age says whether that was this one.
    console.log(`the scale page: .lighthouse/scale/, built by \`npm run scale\` ${Math.round((Date.now() - statSync(scalePage).mtimeMs) / 60_000)} min ago.`);
    writeFloors(path.join(WORK, 'scale'), path.join(WORK, 'scale-floors'), { gate: false });
  }
  // A language's page exists only in a build made with that language (--locales, or lib/profile.ts's locales).
  const absent = TARGETS.map((target) => ({ target, ...targetPage(target) })).filter(({ dir, path: pagePath }) => !existsSync(path.join(WORK, dir, pagePath, 'index.html')));
  if (absent.length) {
    const pages = absent.map(({ target, dir, path: pagePath }) => `${target} (.lighthouse/${dir}${pagePath}index.html)`).join(', ');
    throw new Error(`No page for ${pages}: build the sites, without --skip-build (for a language's page, with --locales naming it).`);
  }
  const servers = [];
  // Lighthouse leaves prefers-color-scheme alone: Blink's setting decides it (0 is dark, 1 light).
  const schemeFlag = `--blink-settings=preferredColorScheme=${COLOR_SCHEME === 'dark' ? 0 : 1}`;
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', schemeFlag, ...CHROMIUM_ARGS] });
  let backend;
  let upstream;
  const results = {};
  let calibration;
  try {
    const urls = {};
    const origins = new Map();
    for (const target of TARGETS) {
      const { dir, path: pagePath } = targetPage(target);
      if (!origins.has(dir)) {
        const server = await startEdgeServer({ dir: path.join(WORK, dir), port: 0 });
        servers.push(server);
        origins.set(dir, server.origin);
        console.log(`Serving .lighthouse/${dir}/ from memory at ${server.origin}/`);
      }
      urls[target] = `${origins.get(dir)}${pagePath}`;
    }
    if (TARGETS.includes('site+refresh')) {
      // The page was built to ask the backend at this port: there the replay answers, from memory
      // after the first time, what the embedded backend on a port of its own answered.
      const upstreamPort = await freePort();
      upstream = await spawnEmbeddedBackend(upstreamPort);
      backend = await startBackendReplay({ upstream: `http://127.0.0.1:${upstreamPort}`, port: Number(readFileSync(BACKEND_PORT_FILE, 'utf8')) });
      await audit(urls['site+refresh'], CALIBRATED, chrome.port, 1); // asks each question once, unmeasured
      console.log(`The backend for site+refresh answers from memory at ${backend.origin}/ (${backend.recorded()} answers recorded from the embedded backend).`);
    }

    rmSync(TRACES, { recursive: true, force: true });
    mkdirSync(TRACES, { recursive: true });
    await expectColorScheme(chrome.port);
    calibration = await calibrate(() => lighthouseBenchmarkIndex(lighthouse, urls[TARGETS[0]], chrome.port));
    if (FIXED_CPU !== undefined) calibration.fixed = FIXED_CPU;
    console.log(describeCalibration(calibration));
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      for (const target of TARGETS) {
        for (const formFactor of FORM_FACTORS) {
          if (!auditedAt(target, formFactor, { ci: values.ci }) || (formFactor === 'desktop' && runIndex >= DESKTOP_RUNS)) continue;
          // A page's path in a target (site:/projects/x/) made a file name.
          const traceFile = `${target.replace(/[^a-z0-9@+-]+/gi, '_')}-${formFactor}-${runIndex + 1}.trace.json.gz`;
          const result = await audit(urls[target], formFactor, chrome.port, appliedMultiplier(calibration), traceFile);
          (results[`${target} ${formFactor}`] ??= []).push(result);
          console.log(`  run ${runIndex + 1}  ${`${target} ${formFactor}`.padEnd(24)} ${runLine(result)}`);
          if (values.tasks) console.log(`        TTI ${ms(result.tti)}; long tasks:\n${result.longTasks.map((task) => `          ${task}`).join('\n') || '          none'}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    await Promise.all(servers.map((server) => server.close()));
    await backend?.close();
    upstream?.kill();
  }

  const report = Object.fromEntries(Object.entries(results).map(([name, runs]) => [name, { ...summarise(runs), runs }]));
  const host = hostSpread(Object.values(results).flatMap((runs) => runs.map((run) => run.benchmarkIndex)));
  writeFileSync(path.join(WORK, 'report.json'), JSON.stringify({ calibration, host, report }, null, 2));
  console.log(`\nMedians of ${RUNS}${DESKTOP_RUNS < RUNS ? ` (desktop: of ${DESKTOP_RUNS})` : ''}, ${COLOR_SCHEME} scheme (mobile at ${multiplierLabel(calibration)}; ${DEFAULT_X4} is Lighthouse's default ×4, reported, not a budget):`);
  for (const target of TARGETS) {
    for (const formFactor of FORM_FACTORS) {
      const s = report[`${target} ${formFactor}`];
      if (!s) continue;
      console.log(
        `${`${target} ${formFactor}`.padEnd(24)} perf ${String(s.performance).padStart(3)} (CPU-time ${String(s.performanceCpu).padStart(3)})  a11y ${s.accessibility}  bp ${s.bestPractices}  seo ${s.seo}  ` +
          `FCP ${ms(s.fcp)}  LCP ${ms(s.lcp)}  ${tbtColumns(s)}  CLS ${s.cls.toFixed(3)}  SI ${ms(s.si)}  gate-open ${ms(s.gateOpen)}`,
      );
    }
  }

  console.log(`\n${describeHostSpread(host)}`);

  const { checks, failures, misses } = judge(report, { ci: values.ci });
  if (checks.length) {
    console.log(`\nBudgets (mobile at ${multiplierLabel(calibration)}, beside the reference and the floor of this run${values.ci ? '; --ci fails past the CI lines' : ''}):`);
    console.log("(TBT is judged on each trace's thread CPU time at a fixed ×9; Lighthouse's simulated TBT, in the table above, is information.)");
  }
  for (const { line } of checks) console.log(line);
  if (failures.length) {
    console.error(`Lighthouse budgets not met:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${misses.length ? 'Within the CI lines' : 'All budgets met'} (median of ${RUNS}, mobile at ${multiplierLabel(calibration)}). Report: .lighthouse/report.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
