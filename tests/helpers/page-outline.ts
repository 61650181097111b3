import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '@/scripts/lib/chromium';
import { seedIn } from './sample-content';

/** Removes a copy's seed statements that fill these tables (each statement its own paragraph of seed.sql). */
export function emptyTablesInCopy(dir: string, tables: readonly string[]): void {
  const seed = seedIn(dir);
  const statements = readFileSync(seed, 'utf8').split(/\n\n/);
  const fills = new RegExp(`^insert into public\\.(${tables.join('|')})\\b`, 'm');
  const kept = statements.filter((statement) => !fills.test(statement));
  if (kept.length === statements.length) throw new Error(`seed.sql fills none of ${tables.join(', ')}: update emptyTablesInCopy`);
  rmSync(seed); // a hard link to the working tree's
  writeFileSync(seed, kept.join('\n\n'));
}

export type PageOutline = { text: string; headings: string[]; landmarks: string[] };

const HEADING = /^\s*- heading "(.*)" \[level=(\d)\]/;
const LANDMARK = /^\s*- (banner|navigation|main|contentinfo|region|complementary|form|search)(?: "(.*)")?/;

/**
 * What a visitor sees of an export's index.html, its stylesheets applied, without scripts (nor the
 * noscripts' fallbacks, which a visitor with JavaScript never sees): the visible text, the headings
 * and the landmarks. `removed`: selectors whose closest <section> is taken out first; each must match.
 */
export async function pageOutline(exportDir: string, removed: readonly string[] = []): Promise<PageOutline> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const origin = 'http://site.test';
    await page.route(`${origin}/**`, async (route) => {
      const file = decodeURIComponent(new URL(route.request().url()).pathname);
      const at = path.join(exportDir, file.endsWith('/') ? `${file}index.html` : file);
      try {
        await route.fulfill({ path: at });
      } catch {
        await route.fulfill({ status: 404 });
      }
    });
    await page.goto(`${origin}/`);
    const missing = await page.evaluate((selectors) => {
      for (const element of document.querySelectorAll('noscript, script')) element.remove();
      return selectors.filter((selector) => {
        const section = document.querySelector(selector)?.closest('section');
        section?.remove();
        return !section;
      });
    }, removed);
    if (missing.length > 0) throw new Error(`${exportDir}: no section holds ${missing.join(', ')}`);
    const tree = (await page.locator('body').ariaSnapshot()).split('\n');
    return {
      text: await page.evaluate(() => document.body.innerText),
      headings: tree.flatMap((line) => {
        const match = HEADING.exec(line);
        return match ? [`h${match[2]} ${match[1]}`] : [];
      }),
      landmarks: tree.flatMap((line) => {
        const match = LANDMARK.exec(line);
        return match ? [`${match[1]} ${match[2] ?? ''}`.trim()] : [];
      }),
    };
  } finally {
    await browser.close();
  }
}
