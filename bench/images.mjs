// `npm run images [-- --dir out]` (docs/performance.md): the projects' images as visitors get them, from
// an export served as the CDN serves it. On a phone at DPR 3 and a desktop at DPR 1 and 2, each card's
// image: the file the browser chose, its bytes and how much wider it is than it is drawn in device
// pixels; the layout shift while scrolling the whole page, and on a case study; and the case study's
// largest paint. Fails past issue 66's budgets: ≤ 60 KB and ≤ 1.5× a phone's card, CLS ≤ 0.01.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { ROOT } from '../scripts/lib/processes.ts';
import { startEdgeServer } from './lib/edge-server.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
const DIR = path.resolve(ROOT, values.dir);

const BUDGET = { bytes: 60 * 1024, overDrawn: 1.5, cls: 0.01 };
const DEVICES = [
  { name: 'phone, DPR 3', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, judged: true },
  { name: 'desktop, DPR 1', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false, judged: false },
  { name: 'desktop, DPR 2', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2, isMobile: false, hasTouch: false, judged: false },
];

/** Every layout shift a visitor did not cause, summed, from the start of the page. */
function watchShifts() {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    window.__lcp = { at: last.startTime, element: last.element ? `${last.element.tagName.toLowerCase()}${last.element.closest('[data-testid]') ? ` in ${last.element.closest('[data-testid]').dataset.testid}` : ''}` : '?' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Scrolled through a viewport at a time, each image given the time to arrive, as a reader scrolls. */
async function scrollThrough(page) {
  for (let top = 0; ; ) {
    await page.waitForTimeout(250);
    const { scrolled, end } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return { scrolled: window.scrollY, end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2 };
    });
    if (end || scrolled === top) break;
    top = scrolled;
  }
  await page.waitForLoadState('networkidle');
}

const fileBytes = (url) => statSync(path.join(DIR, decodeURIComponent(new URL(url).pathname))).size;

async function visit(browser, origin, device, pathname) {
  const context = await browser.newContext({ viewport: device.viewport, deviceScaleFactor: device.deviceScaleFactor, isMobile: device.isMobile, hasTouch: device.hasTouch, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.addInitScript(watchShifts);
  await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
  await page.waitForFunction(() => !document.documentElement.classList.contains('gate-closed'));
  await scrollThrough(page);
  const images = await page.$$eval('[data-testid="project-card"] img, [data-testid="project-image"] img', (list) =>
    [...new Set(list)].map((img) => ({ src: img.currentSrc, drawn: img.getBoundingClientRect().width, card: !!img.closest('[data-testid="project-card"]') })),
  );
  // The file's own width, which its name says: naturalWidth under a srcset's w descriptors is in CSS pixels.
  for (const image of images) image.natural = Number(/-(\d+)\.(?:avif|webp)$/.exec(new URL(image.src || 'http://x/').pathname)?.[1] ?? NaN);
  const { shift, lcp } = await page.evaluate(() => ({ shift: window.__shift, lcp: window.__lcp }));
  await context.close();
  return { images: images.filter((image) => image.src), shift, lcp };
}

async function main() {
  const server = await startEdgeServer({ dir: DIR, port: 0 });
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const misses = [];
  try {
    const caseStudies = [...readFileSync(path.join(DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>[^<]*?(\/projects\/[a-z0-9-]+\/)<\/loc>/g)].map((match) => match[1]);
    for (const device of DEVICES) {
      const home = await visit(browser, server.origin, device, '/');
      console.log(`\n${device.name}: the home page, CLS while scrolling through ${home.shift.toFixed(4)}`);
      if (home.shift > BUDGET.cls) misses.push(`${device.name}: home CLS ${home.shift.toFixed(4)} > ${BUDGET.cls}`);
      for (const image of home.images.filter((each) => each.card)) {
        const bytes = fileBytes(image.src);
        const over = image.natural / (image.drawn * device.deviceScaleFactor);
        console.log(`  ${path.basename(new URL(image.src).pathname).padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  drawn ${Math.round(image.drawn)} px, file ${image.natural} px: ${over.toFixed(2)}× the device pixels`);
        if (device.judged && bytes > BUDGET.bytes) misses.push(`${device.name}: ${image.src} is ${bytes} bytes`);
        if (device.judged && over > BUDGET.overDrawn) misses.push(`${device.name}: ${image.src} is ${over.toFixed(2)}× as wide as drawn`);
      }
      for (const study of caseStudies) {
        const page = await visit(browser, server.origin, device, study);
        const [first] = page.images;
        console.log(`  case study ${study}: CLS ${page.shift.toFixed(4)}, largest paint ${Math.round(page.lcp?.at ?? NaN)} ms (${page.lcp?.element}), its image ${first ? `${(fileBytes(first.src) / 1024).toFixed(1)} KB, ${first.natural} px for ${Math.round(first.drawn * device.deviceScaleFactor)}` : 'none'}`);
        if (page.shift > BUDGET.cls) misses.push(`${device.name}: ${study} CLS ${page.shift.toFixed(4)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(misses.length ? `\nOver budget:\n${misses.join('\n')}` : `\nWithin budget: each phone card's image ≤ ${BUDGET.bytes / 1024} KB and ≤ ${BUDGET.overDrawn}× as wide as drawn; CLS ≤ ${BUDGET.cls}.`);
  if (misses.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
