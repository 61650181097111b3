// `npm run lighthouse`: medians of mobile and desktop audits of the site served by scripts/serve.mjs,
// held to BUDGETS. Targets: "site", "site+refresh" (the live refresh runs), "floor" (the same page with
// no JavaScript) and "floor+gate" (what the gate's inline script costs by itself). LCP is judged
// against the floor of the same run. Builds go to .lighthouse/, never out/, with a backend on a free
// port, so neither the export nor a running `npm run backend` is touched.
// Options: --runs N, --skip-build, --targets a,b, --form-factors mobile,desktop, --ci.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { EMBEDDED_ANON_KEY } from '../embedded-backend/keys.ts';
import { GATE_OPEN } from '../lib/page-lifecycle.ts';
import { MEASURED_SITE_URL } from './lib/measured-site.ts';
import { freePort, ROOT, run, serveExport, startEmbeddedBackend } from './lib/processes.ts';

const WORK = path.join(ROOT, '.lighthouse');
/** The port the live site's backend was built for; the audit starts it there again. */
const BACKEND_PORT_FILE = path.join(WORK, 'backend-port');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    targets: { type: 'string', default: 'site,site+refresh,floor,floor+gate' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    ci: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const TARGETS = values.targets.split(',');

const BUDGETS = { mobilePerformance: 100, lcpOverFloor: 1.15, tbtMs: 50, otherCategories: 100, cls: 0.01, scaleMobilePerformance: 95 };
/** Where --ci fails instead, as a shared CI machine is noisy: strict budgets are still reported. */
const CI_LINES = { mobilePerformance: 85, lcpOverFloor: 1.3, tbtMs: 700 };

/** Copied without _headers: the site's Content-Security-Policy would block the script the gated floor adds. */
function writeFloors(siteDir, floorsDir) {
  cpSync(siteDir, floorsDir, { recursive: true, filter: (source) => path.basename(source) !== '_headers' });
  const site = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const gate = [...site.matchAll(/<script>([\s\S]*?)<\/script>/g)].find((match) => match[1].includes(`performance.mark(${JSON.stringify(GATE_OPEN)})`));
  if (!gate) throw new Error('The gate script was not found in the exported index.html.');
  const floor = site
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
  for (const [dir, html] of [
    ['floor', floor],
    // No island runs on the floor to bring in what the motion class hides, so the class comes off.
    ['floor-gate', floor.replace('</head>', `${gate[0]}<script>document.documentElement.classList.remove('motion')</script></head>`)],
  ]) {
    mkdirSync(path.join(floorsDir, dir), { recursive: true });
    writeFileSync(path.join(floorsDir, dir, 'index.html'), html);
  }
}

async function buildSites() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const build = (dir, env) => run('npm', ['run', '--silent', 'build'], { NEXT_EXPORT_DIR: path.relative(ROOT, path.join(WORK, dir)), SITE_URL: MEASURED_SITE_URL, ...env });

  console.log('Building the site against the embedded backend server (live refresh on)...');
  const port = await freePort();
  writeFileSync(BACKEND_PORT_FILE, String(port));
  const backend = await startEmbeddedBackend(port);
  try {
    await build('live', { NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${port}`, NEXT_PUBLIC_SUPABASE_ANON_KEY: EMBEDDED_ANON_KEY });
  } finally {
    backend.kill();
  }
  console.log('Building the site on the embedded default...');
  await build('embedded', { NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' });
  writeFloors(path.join(WORK, 'embedded'), path.join(WORK, 'floors'));
}

/**
 * Warms the edge cache as a CDN would be: wrangler compresses every file on every request, CPU that
 * a small machine takes from the browser and Lighthouse would count as the page's own.
 */
async function warm(origin, dir) {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  const root = path.join(WORK, dir);
  const files = readdirSync(root, { recursive: true })
    .map((name) => path.join(root, name))
    .filter((file) => statSync(file).isFile() && path.basename(file) !== '_headers')
    .map((file) => `/${path.relative(root, file).split(path.sep).join('/')}`);
  await Promise.all(
    files.map(async (file) => {
      // Pages' redirects (/index.html to /) are followed, so the address a browser asks for is cached.
      const response = await fetch(new URL(file, origin), { headers });
      if (!response.ok) throw new Error(`warming ${file}: ${response.status}`);
      await response.arrayBuffer();
    }),
  );
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, formFactor, port) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  let lhr;
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like): that run is redone.
  for (let attempt = 1; ; attempt++) {
    ({ lhr } = await lighthouse(url, flags, config));
    if (!lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`(${url} ${formFactor}: ${lhr.runtimeError.code}, running it again)`);
  }
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const gate = lhr.audits['user-timings']?.details?.items?.find((item) => item.name === GATE_OPEN);
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    gateOpen: gate ? gate.startTime : null,
    observedLcp: observed.observedLargestContentfulPaint ?? null,
    observedLoad: observed.observedLoad ?? null,
    lcpElement,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => `${Math.round(task.duration)}ms@${Math.round(task.startTime)} ${String(task.url).split('/').pop()}`),
    failed: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && ['binary', 'numeric'].includes(entry.scoreDisplayMode) && entry.id !== 'user-timings')
      .map((entry) => entry.id),
  };
}

function summarise(results) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si'];
  const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
  const gates = results.map((result) => result.gateOpen).filter((value) => value !== null);
  summary.gateOpen = gates.length ? median(gates) : null;
  summary.failed = [...new Set(results.flatMap((result) => result.failed))];
  return summary;
}

const ms = (value) => (value === null || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

async function main() {
  if (!values['skip-build']) await buildSites();
  const servers = [];
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  let backend;
  const report = {};
  try {
    // Each target: the folder of .lighthouse/ served, its port, and the page's path there.
    const pages = {
      site: { dir: 'embedded', port: '4301', path: '/' },
      'site+refresh': { dir: 'live', port: '4302', path: '/' },
      floor: { dir: 'floors', port: '4304', path: '/floor/' },
      'floor+gate': { dir: 'floors', port: '4304', path: '/floor-gate/' },
      scale: { dir: 'scale', port: '4303', path: '/' }, // made by scripts/scale.mjs
    };
    const urls = {};
    const served = new Set();
    for (const target of TARGETS) {
      const { dir, port, path: pagePath } = pages[target];
      const origin = `http://127.0.0.1:${port}`;
      if (!served.has(dir)) {
        servers.push(await serveExport(path.join(WORK, dir), Number(port), { cache: true }));
        await warm(origin, dir);
        served.add(dir);
      }
      urls[target] = `${origin}${pagePath}`;
    }
    // The live refresh needs its backend while the audit runs.
    if (TARGETS.includes('site+refresh')) backend = await startEmbeddedBackend(Number(readFileSync(BACKEND_PORT_FILE, 'utf8')));
    for (const target of TARGETS) {
      for (const formFactor of values['form-factors'].split(',')) {
        const results = [];
        for (let runIndex = 0; runIndex < RUNS; runIndex++) results.push(await audit(urls[target], formFactor, chrome.port));
        report[`${target} ${formFactor}`] = { ...summarise(results), runs: results };
        const s = report[`${target} ${formFactor}`];
        for (const [index, run] of results.entries()) {
          console.log(`  run ${index + 1}: perf ${run.performance}  FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  TBT ${ms(run.tbt)}  CLS ${run.cls.toFixed(3)}  gate-open ${ms(run.gateOpen)}`);
        }
        console.log(
          `${`${target} ${formFactor}`.padEnd(22)} perf ${String(s.performance).padStart(3)}  a11y ${s.accessibility}  bp ${s.bestPractices}  seo ${s.seo}  ` +
            `FCP ${ms(s.fcp)}  LCP ${ms(s.lcp)}  TBT ${ms(s.tbt)}  CLS ${s.cls.toFixed(3)}  SI ${ms(s.si)}  gate-open ${ms(s.gateOpen)}`,
        );
      }
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
    backend?.kill();
  }
  writeFileSync(path.join(WORK, 'report.json'), JSON.stringify(report, null, 2));

  const failures = [];
  const misses = [];
  /** A budget missed: a failure past the line that applies, else (with --ci) only reported. */
  const check = (what, value, budget, ciLine, worse) => {
    if (!worse(value, budget)) return;
    const line = values.ci ? ciLine : budget;
    (worse(value, line) ? failures : misses).push(`${what}: ${value} (budget ${budget}${values.ci ? `, CI line ${ciLine}` : ''})`);
  };
  const under = (value, line) => value < line;
  const over = (value, line) => value > line;
  for (const [name, s] of Object.entries(report)) {
    if (name.startsWith('floor')) continue; // the reference, measured not gated
    if (name.startsWith('scale')) {
      if (name.endsWith('mobile')) check(`${name} performance`, s.performance, BUDGETS.scaleMobilePerformance, BUDGETS.scaleMobilePerformance, under);
      continue;
    }
    if (name.endsWith('mobile')) {
      check(`${name} performance`, s.performance, BUDGETS.mobilePerformance, CI_LINES.mobilePerformance, under);
      check(`${name} TBT ms`, Math.round(s.tbt), BUDGETS.tbtMs, CI_LINES.tbtMs, (value, line) => value >= line);
    }
    for (const category of ['accessibility', 'bestPractices', 'seo']) {
      if (s[category] < BUDGETS.otherCategories) failures.push(`${name}: ${category} ${s[category]} < 100 (${s.failed.join(', ')})`);
    }
    if (s.cls > BUDGETS.cls) failures.push(`${name}: CLS ${s.cls} > ${BUDGETS.cls}`);
    const floor = report[name.replace(/^site(\+refresh)?/, 'floor')];
    if (floor) {
      const ratio = Number((s.lcp / floor.lcp).toFixed(2));
      console.log(`${name}: LCP ${ms(s.lcp)} is ${ratio}× the floor's ${ms(floor.lcp)}`);
      check(`${name} LCP ÷ floor`, ratio, BUDGETS.lcpOverFloor, CI_LINES.lcpOverFloor, over);
    }
  }
  for (const miss of misses) console.log(`budget missed, within the CI line: ${miss}`);
  if (failures.length) {
    console.error(`Lighthouse budgets not met:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${misses.length ? 'Within the CI lines' : 'All budgets met'} (median of ${RUNS}). Report: .lighthouse/report.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
