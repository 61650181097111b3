// `node --import tsx bench/first-paint-order.mjs --dirs a,b` (docs/performance.md): in Chromium at a
// fixed CPU slowdown, beside busy cores, when each export's first contentful paint comes against its
// first framework request, its gate and its load. Lighthouse's simulation counts a script preload that
// ended before the observed first paint as holding it, so one asked for first holds FCP back.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { GATE_OPEN } from '../components/first-paint/gate-signals.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { ROOT } from '../scripts/lib/processes.ts';
import { startEdgeServer } from './lib/edge-server.ts';

/** Lighthouse's mobile network, its slow 4G, as CDP emulates it. */
const NETWORKS = { none: null, 'slow-4g': { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 } };

const { values } = parseArgs({
  options: {
    // Export folders, relative to the project; each visited once a run, in turn.
    dirs: { type: 'string' },
    runs: { type: 'string', default: '10' },
    cpu: { type: 'string', default: '8' },
    // Busy-loop processes beside the browser, standing in for the other jobs of a loaded host.
    busy: { type: 'string', default: '1' },
    network: { type: 'string', default: 'none' },
  },
});
if (!values.dirs) throw new Error('--dirs takes one or more export folders, comma-separated.');
const DIRS = values.dirs.split(',').map((dir) => path.resolve(ROOT, dir));
for (const dir of DIRS) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No index.html in ${dir}.`);
if (!(values.network in NETWORKS)) throw new Error(`--network takes ${Object.keys(NETWORKS).join(', ')}, not "${values.network}".`);
const NETWORK = NETWORKS[values.network];
const RUNS = Number(values.runs);
const CPU = Number(values.cpu);

/** One visit as a phone's viewport: the times, from navigation, of what the order is about. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  if (NETWORK) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  }
  // When the page hears of its first contentful paint: the loader's observer hears of it in the same task.
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) window.__fcpHeard = performance.now();
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Hydrated: the gate's keeper of early clicks is handed over, and every framework script has run.
  await page.waitForFunction(() => document.readyState === 'complete' && !('__takeEarlyClicks' in window), undefined, { timeout: 120_000, polling: 250 });
  const times = await page.evaluate((mark) => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    return {
      fcp,
      heard: window.__fcpHeard ?? NaN,
      gate: performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? NaN,
      load: navigation.loadEventEnd,
      firstScript: Math.min(...scripts),
      beforeFcp: scripts.filter((start) => start < fcp).length,
      beforeHeard: scripts.filter((start) => start < (window.__fcpHeard ?? NaN)).length,
      scripts: scripts.length,
    };
  }, GATE_OPEN);
  await context.close();
  return times;
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const ms = (value) => String(Math.round(value)).padStart(6);

async function main() {
  const busy = Array.from({ length: Number(values.busy) }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const servers = [];
  const results = DIRS.map(() => []);
  try {
    for (const dir of DIRS) servers.push(await startEdgeServer({ dir, port: 0 }));
    console.log(`CPU ×${CPU}, ${busy.length} busy core(s), network ${values.network}; times in ms from navigation`);
    console.log(`${'export'.padEnd(28)} run   gate   load    FCP  heard  first script  scripts before FCP, before it was heard`);
    for (let run = 1; run <= RUNS; run++) {
      for (const [index, dir] of DIRS.entries()) {
        const times = await visit(browser, `${servers[index].origin}/`);
        results[index].push(times);
        console.log(`${path.relative(ROOT, dir).padEnd(28)} ${String(run).padStart(3)} ${ms(times.gate)} ${ms(times.load)} ${ms(times.fcp)} ${ms(times.heard)}        ${ms(times.firstScript)}  ${times.beforeFcp}, ${times.beforeHeard} of ${times.scripts}`);
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await browser.close();
    for (const child of busy) child.kill();
  }
  console.log('\nMedians; the visits that requested a script before their first contentful paint, and before the page heard of it:');
  for (const [index, dir] of DIRS.entries()) {
    const list = results[index];
    const of = (key) => ms(median(list.map((times) => times[key])));
    const early = list.filter((times) => times.beforeFcp > 0).length;
    const unheard = list.filter((times) => times.beforeHeard > 0).length;
    const gap = ms(median(list.map((times) => times.firstScript - times.fcp)));
    console.log(`${path.relative(ROOT, dir).padEnd(28)} gate ${of('gate')}  FCP ${of('fcp')}  first script ${of('firstScript')} (FCP ${gap})  early ${early} and ${unheard} of ${list.length}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
