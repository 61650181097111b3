// `npm run interactions` (docs/performance.md): INP-style answer times on the calibrated phone, beside
// React's smallest click in the same run. Builds go to .bench/, never out/. Options: --runs N, --skip-build, --ci, --cpu N (a fixed slowdown in place of the calibration), --calibration <report> (an earlier Lighthouse run's).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { GATE_OPEN } from '../components/first-paint/gate-signals.ts';
import { PIE } from '../lib/constants.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { appliedMultiplier, calibrate, calibrationFrom, describeCalibration, median, multiplierLabel, parseFixedMultiplier } from './lib/cpu-calibration.ts';
import { FIRST_INTERACTION, INTERACTION_BUDGETS, judgeInteractions, ratioToReact, REFERENCE_CLICK, REFERENCE_FIRST_CLICK } from './lib/interaction-budgets.ts';
import { lighthouseBenchmarkIndex } from './lib/lighthouse-benchmark-index.ts';
import { MEASURED_SITE_URL } from './lib/measured-site.ts';
import { freePort, ROOT, serveExport } from '../scripts/lib/processes.ts';
import { sharedReference, sharedSite } from './lib/shared-builds.ts';
import { SHOWN_CHART, SHOWN_SLIDE } from '../components/bento/work/shown-slide.ts';

const WORK = path.join(ROOT, '.bench');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    ci: { type: 'boolean', default: false },
    cpu: { type: 'string' },
    // A Lighthouse report of this host (CI's, minutes before): its calibration, not three readings more.
    calibration: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
if (values.cpu !== undefined && values.ci) throw new Error('--cpu and --ci do not go together: CI runs at the calibration.');
const FIXED_CPU = values.cpu === undefined ? undefined : parseFixedMultiplier(values.cpu);

async function buildSites() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  await sharedSite('the site on the embedded default', path.join(WORK, 'site'), { SITE_URL: MEASURED_SITE_URL, NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' });
  await sharedReference(path.join(WORK, 'reference'));
}

/**
 * Installed before the page's scripts. Event Timing rounds to 8 ms and drops entries under 16 ms, where
 * React's smallest click lands, so each input is also timed unrounded, to the end of its next frame's work.
 */
function observe() {
  const log = { events: [], frames: [], answers: [] };
  window.__timing = log;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) log.events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId, startTime: entry.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) log.frames.push({ duration: entry.duration, startTime: entry.startTime });
  }).observe({ type: 'long-animation-frame', buffered: true });
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'pointerover', 'pointermove', 'mouseover', 'mousemove']) {
    addEventListener(
      type,
      (event) => {
        const answer = { type, startTime: event.timeStamp, end: null };
        log.answers.push(answer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (answer.end = performance.now());
          channel.port2.postMessage(null);
        });
      },
      { capture: true },
    );
  }
}

const EVENT_FLOOR_MS = 16;

/**
 * `act`'s answer time, its INP latency and its long animation frames. With `trackFrames`, the longest frame too,
 * for scrolls only: the tracker asks for a frame at every vsync, which a page at rest does not make.
 */
async function timed(page, act, settled, { trackFrames = false } = {}) {
  const since = await page.evaluate((track) => {
    const frames = { longest: 0, running: track };
    window.__frames = frames;
    let last = performance.now();
    const tick = (now) => {
      frames.longest = Math.max(frames.longest, now - last);
      last = now;
      if (frames.running) requestAnimationFrame(tick);
    };
    if (track) requestAnimationFrame(tick);
    return last;
  }, trackFrames);
  await act();
  // The frames first (entries arrive after the next paint), the check after: Playwright's check runs on the
  // main thread and would land inside the time.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  await settled();
  const { events, frames, answers, longestFrame } = await page.evaluate(async (start) => {
    window.__frames.running = false;
    // An answer whose frame has not ended yet (a host that stalled) is waited for, not left out.
    const pending = () => window.__timing.answers.some((answer) => answer.startTime >= start && answer.end === null);
    for (let waited = 0; pending() && waited < 5000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const after = (entry) => entry.startTime >= start;
    return {
      events: window.__timing.events.filter(after),
      frames: window.__timing.frames.filter(after),
      answers: window.__timing.answers.filter((answer) => after(answer) && answer.end !== null).map((answer) => answer.end - answer.startTime),
      longestFrame: window.__frames.longest,
    };
  }, since);
  return {
    ms: Math.max(0, ...answers),
    inp: Math.max(EVENT_FLOOR_MS, ...events.map((entry) => entry.duration)),
    frameMs: longestFrame,
    longFrames: frames.length,
  };
}

const medianSample = (samples) => ({
  ms: median(samples.map((sample) => sample.ms)),
  inp: median(samples.map((sample) => sample.inp)),
  frameMs: median(samples.map((sample) => sample.frameMs)),
  longFrames: median(samples.map((sample) => sample.longFrames)),
});

/** Scrolling makes no event entry: what a scroll-driven animation costs is its longest frame. */
const timedScroll = async (page, act) => {
  const sample = await timed(page, act, async () => {}, { trackFrames: true });
  return { ...sample, ms: sample.frameMs, inp: sample.frameMs };
};

/**
 * Three idle periods in a row of QUIET_IDLE_MS or more (or 20 s), so a tap's time is its own work, not the
 * tasks after hydration. Not near Chrome's 50 ms: the hero's tags, animating on the compositor, cut every
 * other idle period to about 35 ms, and waiting for their lulls was most of the bench (docs/performance.md).
 */
const QUIET_IDLE_MS = 20;
function quiet(page) {
  return page.evaluate(
    (quietIdleMs) =>
      new Promise((resolve) => {
        const giveUp = setTimeout(() => resolve(false), 20_000);
        let calm = 0;
        const check = (deadline) => {
          calm = deadline.timeRemaining() >= quietIdleMs ? calm + 1 : 0;
          if (calm < 3) return requestIdleCallback(check);
          clearTimeout(giveUp);
          resolve(true);
        };
        requestIdleCallback(check);
      }),
    QUIET_IDLE_MS,
  ).then((calm) => {
    if (!calm) console.warn('  (the page was not idle within 20 s; measuring anyway)');
  });
}

async function freshPage(browser, url, ready, rate, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(observe);
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  await quiet(page);
  // Throttled once the page is ready: what is measured is the answer to a tap, not the boot.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, close: () => context.close() };
}

/**
 * A press at the element's middle with the pointer already there: a locator's click scrolls and runs its
 * hit-target checks on the main thread inside the timed window, and travel would move the hero's tags.
 */
async function pressOf(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await quiet(page);
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to press: ${locator}`);
  return pressAt(page, box.x + box.width / 2, box.y + box.height / 2);
}

async function pressAt(page, x, y) {
  await page.mouse.move(x, y);
  await quiet(page);
  return async () => {
    await page.mouse.down();
    await page.mouse.up();
  };
}

const siteReady = (page) =>
  page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0 && !('__takeEarlyClicks' in window), GATE_OPEN, { timeout: 60_000 });

async function pointOnFirstSlice(page) {
  const chart = page.locator(SHOWN_CHART);
  await chart.locator('svg path').first().waitFor();
  const box = await chart.boundingBox();
  const radius = box.width / 2 - PIE.hoverOffsetPx;
  const ring = radius * (1 - (1 - PIE.innerRadiusPercent / 100) / 2);
  return { x: box.x + box.width / 2 + ring * Math.sin(0.3), y: box.y + box.height / 2 - ring * Math.cos(0.3) };
}

// Each later interaction is sampled this often a visit, since one sample swung with the host: the median counts.
const LATER_SAMPLES = 5;

/** `times` samples of one interaction, one after another; `sample(index)` prepares its own, untimed, then times it. */
async function samplesOf(times, sample) {
  const samples = [];
  for (let index = 0; index < times; index++) samples.push(await sample(index));
  return samples;
}

const sampled = async (times, sample) => medianSample(await samplesOf(times, sample));

/**
 * One visit: every interaction of the issue, in the order a visitor might meet them; or, with
 * `firstOnly`, the visit's first interaction alone.
 */
async function visitSite(browser, url, rate, { firstOnly = false } = {}) {
  const { page, close } = await freshPage(browser, url, siteReady, rate, { width: 1280, height: 800 });
  try {
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'GitHub' });
    // The menu is a popover: the browser holds whether it is open.
    const expanded = (value) => () => page.waitForFunction(([selector, open]) => document.querySelector(selector)?.popoverTargetElement?.matches(':popover-open') === open, ['header button[popovertarget]', value]);
    const openMenu = async () => {
      await (await pressOf(page, menuButton))();
      await expanded(true)();
      await quiet(page);
    };
    const result = {};
    // The visit's first interaction, held beside React's first click: once a visit.
    result[FIRST_INTERACTION] = await timed(page, await pressOf(page, menuButton), expanded(true));
    if (firstOnly) return result;
    result['menu Escape'] = await sampled(LATER_SAMPLES, async (index) => {
      if (index > 0) await openMenu();
      return timed(page, () => page.keyboard.press('Escape'), expanded(false));
    });
    result['menu outside click'] = await sampled(LATER_SAMPLES, async () => {
      await openMenu();
      return timed(page, await pressAt(page, 640, 600), expanded(false));
    });

    // Down from the top a wheel step at a time until a reveal starts: the first scroll-driven reveal;
    // then on through the first 1000 px, where the hero's scroll springs run. Once a visit: each is
    // the page's first.
    const revealRunning = () => page.evaluate(() => [...document.querySelectorAll('[data-reveal]')].some((element) => element.getAnimations().some((animation) => animation.playState === 'running')));
    let scrolled = 0;
    result['first reveal'] = await timedScroll(page, async () => {
      while (scrolled < 3000 && !(await revealRunning())) {
        await page.mouse.wheel(0, 100);
        scrolled += 100;
      }
    });
    result['hero scroll'] = await timedScroll(page, async () => {
      await page.mouse.wheel(0, -scrolled);
      for (let step = 0; step < 10; step++) await page.mouse.wheel(0, 100);
    });

    // Round the roles one way, then back: each press shows a role that is not yet painted.
    const slideLabel = () => page.locator(SHOWN_SLIDE).getAttribute('aria-label');
    const changed = (label) => () => page.waitForFunction(([selector, previous]) => document.querySelector(selector)?.getAttribute('aria-label') !== previous, [SHOWN_SLIDE, label]);
    for (const [name, label] of [['carousel Next', 'Next role'], ['carousel Previous', 'Previous role']]) {
      const press = await pressOf(page, page.getByRole('button', { name: label }));
      result[name] = await sampled(LATER_SAMPLES, async () => {
        await quiet(page);
        return timed(page, press, changed(await slideLabel()));
      });
    }

    // A hover from outside the thing hovered, each time: the pie's slice from beside the pie, a card from the gap above it.
    const slice = await pointOnFirstSlice(page);
    const chartBox = await page.locator(SHOWN_CHART).boundingBox();
    result['pie slice hover'] = await sampled(LATER_SAMPLES, async () => {
      await page.mouse.move(chartBox.x - 8, slice.y);
      await quiet(page);
      return timed(page, () => page.mouse.move(slice.x, slice.y, { steps: 2 }), async () => {});
    });
    const card = page.getByTestId('project-card').first();
    await card.scrollIntoViewIfNeeded();
    await quiet(page);
    const cardBox = await card.boundingBox();
    result['project card hover'] = await sampled(LATER_SAMPLES, async () => {
      await page.mouse.move(cardBox.x + cardBox.width / 2, cardBox.y - 8);
      await quiet(page);
      return timed(page, () => page.mouse.move(cardBox.x + cardBox.width / 2, cardBox.y + cardBox.height / 2, { steps: 2 }), async () => {});
    });
    return result;
  } finally {
    await close();
  }
}

// A page's first input comes once a visit, so more visits a run time it; React's and the site's interleaved.
const FIRST_VISITS = 3;

/**
 * React's first click and the median of its next LATER_SAMPLES. Hydrated is when React has put its props
 * on the button (`__reactProps$…`): waiting for a click to count would spend the first click.
 */
async function visitReference(browser, url, rate, { firstOnly = false } = {}) {
  const hydrated = (page) => page.waitForFunction(() => Object.keys(document.querySelector('button') ?? {}).some((key) => key.startsWith('__reactProps')));
  const { page, close } = await freshPage(browser, url, hydrated, rate, { width: 1280, height: 800 });
  try {
    const click = await pressOf(page, page.getByRole('button'));
    const clicked = (count) => () => page.getByRole('button', { name: `Clicked ${count} times` }).waitFor();
    const first = await timed(page, click, clicked(1));
    if (firstOnly) return { [REFERENCE_FIRST_CLICK]: first };
    const later = await samplesOf(LATER_SAMPLES, async (index) => {
      await quiet(page);
      return timed(page, click, clicked(index + 2));
    });
    console.log(`  React's later clicks: ${later.map((sample) => Math.round(sample.ms)).join(', ')} ms`);
    return { [REFERENCE_FIRST_CLICK]: first, [REFERENCE_CLICK]: medianSample(later) };
  } finally {
    await close();
  }
}

async function main() {
  if (!values['skip-build']) await buildSites();
  const [sitePort, referencePort] = [await freePort(), await freePort()];
  const servers = [await serveExport(path.join(WORK, 'site'), sitePort, { cache: true }), await serveExport(path.join(WORK, 'reference'), referencePort, { cache: true })];
  const debuggingPort = await freePort();
  // Lighthouse reads the benchmarkIndex through the same browser, on its debugging port.
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`] });
  const samples = {};
  let calibration;
  try {
    const calibrated = values.calibration
      ? calibrationFrom(JSON.parse(readFileSync(values.calibration, 'utf8')), values.calibration)
      : await calibrate(() => lighthouseBenchmarkIndex(lighthouse, `http://127.0.0.1:${sitePort}/`, debuggingPort));
    calibration = { ...calibrated, fixed: FIXED_CPU };
    console.log(`${describeCalibration(calibration)}${values.calibration ? ` (read from ${values.calibration})` : ''}`);
    for (let runIndex = 0; runIndex < RUNS; runIndex++) {
      // React's visit, then the site's, so both meet the host alike.
      const visitBoth = async (options) => ({
        ...(await visitReference(browser, `http://127.0.0.1:${referencePort}/`, appliedMultiplier(calibration), options)),
        ...(await visitSite(browser, `http://127.0.0.1:${sitePort}/`, appliedMultiplier(calibration), options)),
      });
      const visit = await visitBoth();
      for (const [name, sample] of Object.entries(visit)) (samples[name] ??= []).push(sample);
      console.log(`  run ${runIndex + 1}: ${Object.entries(visit).map(([name, sample]) => `${name} ${Math.round(sample.ms)} ms (INP ${Math.round(sample.inp)})${sample.longFrames ? ` (${sample.longFrames} long frames)` : ''}`).join(', ')}`);
      const firsts = [];
      for (let extra = 1; extra < FIRST_VISITS; extra++) {
        const pair = await visitBoth({ firstOnly: true });
        for (const [name, sample] of Object.entries(pair)) (samples[name] ??= []).push(sample);
        firsts.push(pair);
      }
      console.log(`    more first interactions: ${firsts.map((pair) => `React first click ${Math.round(pair[REFERENCE_FIRST_CLICK].ms)} ms, ${FIRST_INTERACTION} ${Math.round(pair[FIRST_INTERACTION].ms)} ms`).join('; ')}`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }

  const medians = Object.fromEntries(Object.entries(samples).map(([name, runs]) => [name, { ...medianSample(runs), runs }]));
  writeFileSync(path.join(WORK, 'interactions.json'), JSON.stringify({ calibration, medians }, null, 2));
  console.log(`\nMedians of ${RUNS} runs (the first interactions: of ${RUNS * FIRST_VISITS} visits) at ${multiplierLabel(calibration)}: Event Timing's latency as INP counts it (${EVENT_FLOOR_MS} ms is its floor; scrolls: the longest frame), held to ${INTERACTION_BUDGETS.ms} ms (goal ${INTERACTION_BUDGETS.goalMs} ms); the answer time (to the next frame's end) and its ratio to React's click (the first interaction to React's first click, the others to the median of its later ones), as information:`);
  for (const [name, { ms, inp, longFrames }] of Object.entries(medians)) {
    const ratio = ratioToReact(medians, name);
    console.log(`${name.padEnd(20)} INP ${String(Math.round(inp)).padStart(4)} ms  answer ${ms.toFixed(1).padStart(6)} ms  ${ratio === null ? '      ' : `${ratio.toFixed(2)}×`}  long animation frames ${longFrames}`);
  }
  const { failures, misses, overGoal } = judgeInteractions(medians, { ci: values.ci });
  for (const over of overGoal) console.log(`within the budget, over the goal: ${over}`);
  for (const miss of misses) console.log(`budget missed, within the CI line: ${miss}`);
  if (failures.length) {
    console.error(`Interaction budgets not met:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${misses.length ? 'Within the CI lines' : 'All interaction budgets met'}. Report: .bench/interactions.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
