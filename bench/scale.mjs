// `npm run scale` (docs/performance.md). Live refresh is off so that the audit measures the page itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { EMBEDDED_ANON_KEY as ANON } from '../embedded-backend/keys.ts';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { GATE_OPEN } from '../components/first-paint/gate-signals.ts';
import { MEASURED_SITE_URL } from './lib/measured-site.ts';
import { fillScaleContent, SCALE_EDUCATION as EDUCATION, SCALE_PROJECTS as PROJECTS, SCALE_ROLES as ROLES, SCALE_SKILLS as SKILLS, scaleTitle } from './lib/scale-content.ts';
import { sharedSite } from './lib/shared-builds.ts';
import { freePort, ROOT, run, serveExport, spawnEmbeddedBackend } from '../scripts/lib/processes.ts';

// --tasks: each Lighthouse run's simulated long tasks with their script, as `npm run lighthouse -- --tasks` prints them.
// --skip-audits: the builds and the page's checks only, for a Lighthouse run that names scale-floor and
// scale among its targets (CI's), so that one calibration and one reference serve both.
const { values } = parseArgs({
  options: { ci: { type: 'boolean', default: false }, tasks: { type: 'boolean', default: false }, 'skip-audits': { type: 'boolean', default: false } },
});
if (values['skip-audits'] && (values.ci || values.tasks)) throw new Error('--ci and --tasks are the audits\' options: give them to the Lighthouse run that audits the scale page, not with --skip-audits.');
const backendPort = await freePort();
const backendUrl = `http://127.0.0.1:${backendPort}`;

async function timedBuild(dir, env) {
  const started = performance.now();
  const output = await run('npm', ['run', '--silent', 'build'], { NEXT_EXPORT_DIR: path.join('.lighthouse', dir), SITE_URL: MEASURED_SITE_URL, ...env });
  for (const line of output.split('\n').filter((line) => line.includes('[content]'))) console.log(line.trim());
  return (performance.now() - started) / 1000;
}

/** Egress counts the status line and headers too, not just the body. */
async function responseBytes(path) {
  const response = await fetch(`${backendUrl}/rest/v1/${path}`, { headers: { apikey: ANON, Authorization: `Bearer ${ANON}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const body = (await response.arrayBuffer()).byteLength;
  const headers = [...response.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, `HTTP/1.1 ${response.status} OK\r\n\r\n`.length);
  return body + headers;
}

async function visitBytes(label) {
  const tables = (await responseBytes('projects?select=*&order=id.asc')) + (await responseBytes('roles?select=*&order=id.asc'));
  const version = await responseBytes('content_version?select=version&limit=1');
  console.log(`backend bytes per visit, ${label}: unchanged ${version} B in 1 request; after an edit (or before the version) ${tables + version} B in 3 (${tables} B for the two tables)`);
}

const CARD = '[data-testid="project-card"]';

/**
 * A viewport at a time: cards further down are built only as they near it. Back to the last card
 * when it is above the viewport, or at the bottom once nothing grows, as a visitor comes back: a
 * step can pass the whole section while its reveal still holds it back (content-visibility: auto,
 * 40rem tall until laid out), which is then laid out above the viewport, or not at all.
 */
async function scrollToEveryCard(page, projectCount) {
  let steps = 0;
  // The card count at which the bench last came back to the end: once per count, then it fails.
  let cameBackAt = -1;
  const backToLastCard = () => page.evaluate((card) => [...document.querySelectorAll(card)].at(-1).scrollIntoView({ block: 'end' }), CARD);
  for (;;) {
    const { cards, lastCardOnScreen, lastCardAbove, atBottom } = await page.evaluate((card) => {
      const all = document.querySelectorAll(card);
      const last = all[all.length - 1]?.getBoundingClientRect();
      return {
        cards: all.length,
        lastCardOnScreen: !last || last.top < innerHeight,
        lastCardAbove: !!last && last.bottom < 0,
        atBottom: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
      };
    }, CARD);
    if (cards >= projectCount) return steps;
    if (lastCardAbove) {
      await backToLastCard();
      steps++;
      continue;
    }
    if (lastCardOnScreen) {
      const grew = await page
        .waitForFunction(([card, count]) => document.querySelectorAll(card).length > count, [CARD, cards], { timeout: atBottom ? 10_000 : 2_000 })
        .then(() => true, () => false);
      if (grew) continue;
      if (atBottom) {
        if (cameBackAt === cards) throw new Error(`scrolled to the bottom in ${steps} steps and back to the last card, and the page holds ${cards} of ${projectCount} cards`);
        cameBackAt = cards;
        await backToLastCard();
        steps++;
        continue;
      }
    }
    await page.evaluate(() => window.scrollBy(0, innerHeight));
    steps++;
  }
}

/** Served by wrangler, as a check of what the host serves. */
async function checkPage(projectCount) {
  const port = await freePort();
  const server = await serveExport(path.join(ROOT, '.lighthouse', 'scale'), port);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Said with a failure to grow the grid: a chunk wrangler did not serve, or an error the console logged.
    const trouble = [];
    page.on('console', (message) => message.type() === 'error' && trouble.push(`console: ${message.text()}`));
    page.on('requestfailed', (request) => trouble.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
    await page.goto(`http://127.0.0.1:${port}/`);
    // The gate open and the islands hydrated (the gate's keeper of early clicks handed over, as
    // e2e/page.ts waits): only then does the grid build the later cards as they near the viewport.
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0 && !('__takeEarlyClicks' in window), GATE_OPEN, { timeout: 60_000 })
      .catch((error) => {
        throw new Error(`the page did not open its gate and hydrate within 60 s${trouble.length ? `: ${trouble.join('; ')}` : ''}`, { cause: error });
      });
    const idle = await page.evaluate(
      (card) =>
        new Promise((resolve) =>
          requestIdleCallback(() => resolve({ elements: document.getElementsByTagName('*').length, cards: document.querySelectorAll(card).length })),
        ),
      CARD,
    );
    console.log(`after the gate opened and the islands hydrated, idle, before any scroll: ${idle.elements} elements in the page, ${idle.cards} of ${projectCount} cards built`);
    const started = performance.now();
    const steps = await scrollToEveryCard(page, projectCount).catch((error) => {
      const heard = [...errors.map((message) => `threw: ${message}`), ...trouble];
      throw new Error(`${error.message}${heard.length ? `; the page: ${heard.join('; ')}` : '; the page threw and logged no error, and every request succeeded'}`);
    });
    const builtMs = performance.now() - started;
    const { titles, width, viewport } = await page.evaluate(() => ({
      titles: [...document.querySelectorAll('[role="list"] > [role="none"] > [role="listitem"] [data-testid="project-title"]')].map((title) => title.textContent),
      width: document.documentElement.scrollWidth,
      viewport: innerWidth,
    }));
    const scaleTitles = titles.filter((title) => title.startsWith(scaleTitle('')));
    const inOrder = scaleTitles.every((title, index) => title === scaleTitle(index + 1));
    if (titles.length !== projectCount || scaleTitles.length !== PROJECTS || !inOrder) throw new Error(`the grid holds ${titles.length} cards (${scaleTitles.length} generated, in order: ${inOrder}); expected ${projectCount}`);
    if (width > viewport) throw new Error(`the page is ${width} px wide on a ${viewport} px screen`);
    if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
    console.log(`in Chromium at ${viewport} px: all ${projectCount} cards in the list, in order, after ${steps} viewports of scrolling (${Math.round(builtMs)} ms); nothing wider than the screen`);
  } finally {
    await browser.close();
    server.kill();
  }
}

async function main() {
  const sample = { SITE_URL: MEASURED_SITE_URL, NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' };
  const { seconds: sampleSeconds } = await sharedSite('the sample content (embedded default) for the baseline', path.join(ROOT, '.lighthouse', 'scale-sample'), sample);

  const backend = await spawnEmbeddedBackend(backendPort);
  try {
    await visitBytes('sample content');
    await fillScaleContent(backendUrl);
    const scale = `${PROJECTS + 6} projects, ${ROLES + 4} roles, ${EDUCATION + 2} education rows and ${SKILLS + 6} skills`;
    await visitBytes(scale);
    console.log(`Building against ${scale}...`);
    const scaleSeconds = await timedBuild('scale', { NEXT_PUBLIC_SUPABASE_URL: backendUrl, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: ANON, NEXT_PUBLIC_LIVE_REFRESH: 'off' });
    const html = readFileSync(path.join(ROOT, '.lighthouse', 'scale', 'index.html'));
    console.log(`build: sample ${sampleSeconds.toFixed(1)} s, scale ${scaleSeconds.toFixed(1)} s (${(scaleSeconds / sampleSeconds).toFixed(2)}× the sample; target under 2×)`);
    console.log(`index.html: ${(html.length / 1024).toFixed(0)} KiB, ${(gzipSync(html, { level: 9 }).length / 1024).toFixed(0)} KiB gzip -9`);
  } finally {
    backend.kill();
  }
  await checkPage(PROJECTS + 6);
  if (values['skip-audits']) return;
  try {
    const args = ['--skip-build', '--targets', 'scale-floor,scale,reference', '--form-factors', 'mobile', '--runs', process.env.SCALE_RUNS ?? '5', ...(values.ci ? ['--ci'] : []), ...(values.tasks ? ['--tasks'] : [])];
    console.log((await run('node', ['--import', 'tsx', 'bench/lighthouse.mjs', ...args])).trim());
  } catch (error) {
    console.error(error.message.trim());
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
