// What the pie's events cost with nothing page-wide keeping them from React: for each event whose target
// is a slice, the time from the window's capture listener to its bubble listener, React's root listeners
// (on the document) and the chart's own handlers in between, while the pointer sweeps the ring.
// node --import tsx bench/pie-events.mjs <export dir> [CPU multiplier, 4] [sweeps, 6]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/lib/chromium.ts';
import { freePort, serveExport } from '../scripts/lib/processes.ts';
import { readSiteRecord } from '../scripts/lib/site-record.ts';

const [dir, rate = '4', sweeps = '6'] = process.argv.slice(2);
if (!dir) throw new Error('Usage: node --import tsx bench/pie-events.mjs <export dir> [CPU multiplier] [sweeps]');
const TYPES = ['pointerover', 'pointerout', 'pointermove', 'mouseover', 'mouseout', 'mousemove', 'transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'];
const base = readSiteRecord(dir)?.basePath ?? '';
const port = await freePort();
const server = await serveExport(dir, port, { base });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((types) => {
    const stats = (window.__pieEvents = {});
    for (const type of types) {
      let start = 0;
      window.addEventListener(type, (event) => (start = event.target.closest?.('svg path') ? performance.now() : 0), { capture: true });
      window.addEventListener(type, () => {
        if (!start) return;
        const entry = (stats[type] ??= { events: 0, ms: 0 });
        entry.events++;
        entry.ms += performance.now() - start;
      });
    }
  }, TYPES);
  await page.goto(`http://127.0.0.1:${port}${base}/`);
  await page.waitForFunction(() => performance.getEntriesByName('gate-open').length > 0 && !('__takeEarlyClicks' in window));
  const chart = page.locator('[aria-roledescription="slide"][data-shown] [data-testid="responsibilities-chart"]');
  await chart.scrollIntoViewIfNeeded();
  await chart.locator('svg path').first().waitFor();
  await page.waitForTimeout(1500);
  const box = await chart.boundingBox();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
  await page.evaluate(() => Object.keys(window.__pieEvents).forEach((type) => delete window.__pieEvents[type]));
  const ring = (box.width / 2 - 12) * 0.8;
  for (let sweep = 0; sweep < Number(sweeps); sweep++) {
    for (let step = 0; step <= 40; step++) {
      const angle = (step / 40) * 2 * Math.PI;
      await page.mouse.move(box.x + box.width / 2 + ring * Math.sin(angle), box.y + box.height / 2 - ring * Math.cos(angle));
      await page.waitForTimeout(30);
    }
    await page.mouse.move(5, 5);
    await page.waitForTimeout(400);
  }
  const stats = await page.evaluate(() => window.__pieEvents);
  console.log(`CPU ×${rate}, ${sweeps} sweeps of 41 pointer moves around the ring, Chromium ${browser.version()}`);
  for (const [type, { events, ms }] of Object.entries(stats)) {
    console.log(`${type.padEnd(17)} ${String(events).padStart(5)} events ${ms.toFixed(1).padStart(7)} ms, ${(ms / events).toFixed(3)} ms each`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
