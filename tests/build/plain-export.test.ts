import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillScaleContent, SCALE_EDUCATION, SCALE_PROJECTS, SCALE_ROLES, SCALE_SKILLS, scaleTitle } from '@/bench/lib/scale-content';
import { EMBEDDED_ANON_KEY } from '@/embedded-backend/keys';
import { exportedFiles, assetFile } from '@/scripts/lib/export-files';
import { frameworkScripts, hasFrameworkLoader, payloadScripts } from '@/scripts/lib/framework-scripts';
import { freePort, type Started, spawnEmbeddedBackend } from '@/scripts/lib/processes';
import { HEADERS_LIMITS } from '@/scripts/postbuild/harden-export';
import { chromium, type Page } from '@playwright/test';
import { pdfPages } from '@/e2e/pdf-text';
import { CHROMIUM_ARGS, findChromium } from '@/scripts/lib/chromium';
import { type BuildResult, copyProject, removeCopy, runScript } from '@/tests/helpers/project-copy';
import { sampleCounts } from '@/tests/helpers/sample-counts';
import { SAMPLE_CONTENT } from '@/tests/helpers/sample-content';
import { CARDS_IN_PAGE } from '@/components/bento/projects/runs';

/**
 * Next's own export (FIRST_PAINT=framework) at the scale run's 1,006 projects, 204 roles, 52 education rows and 106 skills: its RSC
 * payload is many inline scripts, each hashed into its page's <meta> policy, while every _headers
 * line stays within the host's limit. One build, several minutes on two cores.
 */
jest.setTimeout(900_000);

let dir: string;
let backend: Started;
let build: BuildResult;

beforeAll(async () => {
  const port = await freePort();
  backend = await spawnEmbeddedBackend(port, { seedFile: SAMPLE_CONTENT });
  const backendUrl = `http://127.0.0.1:${port}`;
  await fillScaleContent(backendUrl);
  dir = copyProject('plain-export');
  build = await runScript(
    dir,
    'build',
    { NEXT_PUBLIC_SUPABASE_URL: backendUrl, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: EMBEDDED_ANON_KEY, NEXT_PUBLIC_LIVE_REFRESH: 'off', FIRST_PAINT: 'framework' },
    { timeoutMs: 840_000 },
  );
}, 900_000);

afterAll(() => {
  backend?.kill();
  if (dir) removeCopy(dir);
});

const out = () => path.join(dir, 'out');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe(`FIRST_PAINT=framework npm run build at ${SCALE_PROJECTS + 6} projects`, () => {
  it('builds, saying it publishes Next\'s own export, with no defer or compile hints', () => {
    if (build.code !== 0) throw new Error(build.output);
    console.log(`FIRST_PAINT=framework build at ${SCALE_PROJECTS + 6} projects and ${SCALE_ROLES + 4} roles: ${build.seconds.toFixed(0)} s`);
    expect(build.output).toContain(`[content] ${sampleCounts({ projects: SCALE_PROJECTS + 6, roles: SCALE_ROLES + 4, education: SCALE_EDUCATION + 2, skills: SCALE_SKILLS + 6 })}`);
    expect(build.output).toContain("[postbuild] FIRST_PAINT=framework npm run build: Next's own export");
    expect(build.output).not.toContain('[defer-framework]');
    expect(build.output).not.toContain('[compile-hints]');
    expect(build.output).toMatch(/\[harden-export\] 6 of 6 pages: a policy each/);
  });

  it("allows every inline script and style of every page by that page's own <meta> policy, and nothing unsafe", () => {
    const pages = exportedFiles(out(), /\.html$/);
    expect(pages.map((file) => path.relative(out(), file)).sort()).toEqual([
      '404.html',
      '404/index.html',
      '_not-found/index.html',
      'index.html',
      // The tests' content has one case study.
      'projects/checkout-playground/index.html',
      'projects/index.html',
    ]);
    for (const file of pages) {
      const html = readFileSync(file, 'utf8');
      const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g)];
      expect(metas).toHaveLength(1);
      const policy = Object.fromEntries(metas[0]![1]!.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['style-src']).not.toContain("'unsafe-inline'");
      const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);
      const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(2);
      const name = path.basename(file);
      const unhashed = [
        ...scripts.filter((code) => !policy['script-src']!.includes(sha256(code))).map((code) => `${name}: script ${code.slice(0, 60)}`),
        ...styles.filter((css) => !policy['style-src']!.includes(sha256(css))).map((css) => `${name}: style ${css.slice(0, 60)}`),
      ];
      expect(unhashed).toEqual([]);
    }
  });

  it(`writes _headers within Cloudflare Pages' limits (${HEADERS_LIMITS.rules} rules, ${HEADERS_LIMITS.lineChars} characters a line)`, () => {
    const lines = readFileSync(path.join(out(), '_headers'), 'utf8').split('\n');
    const longest = Math.max(...lines.map((line) => line.length));
    const rules = lines.filter((line) => line && !/^\s|^#/.test(line)).length;
    console.log(`_headers: ${lines.length} lines, ${rules} rules, the longest ${longest} characters`);
    expect(longest).toBeLessThanOrEqual(HEADERS_LIMITS.lineChars);
    expect(rules).toBeLessThanOrEqual(HEADERS_LIMITS.rules);
    expect(lines.find((line) => line.startsWith('  Content-Security-Policy:'))).toContain("frame-ancestors 'none'");
  });

  it("leaves the page as Next wrote it: no framework loader, Next's script tags and its inline payload in place, every card in the HTML", () => {
    const html = readFileSync(path.join(out(), 'index.html'), 'utf8');
    expect(hasFrameworkLoader(html)).toBe(false);
    const { scripts } = frameworkScripts(html);
    expect(scripts.length).toBeGreaterThan(2);
    for (const src of scripts) {
      expect(html).toMatch(new RegExp(`<script src="${src.replaceAll('.', '\\.')}" async=""></script>`));
      const code = readFileSync(assetFile(out(), src), 'utf8');
      expect(code.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
    }
    expect(html).toMatch(/<link rel="preload" as="script"/);
    const payload = payloadScripts(html);
    console.log(`index.html: ${Math.round(html.length / 1024)} KiB, ${payload.length} inline payload scripts`);
    expect(payload.length).toBeGreaterThan(2);
    for (const number of [1, SCALE_PROJECTS]) expect(html).toContain(scaleTitle(number));
    expect(existsSync(path.join(out(), '.site.json'))).toBe(true);
  });
});

/** A print of the page as a visitor's Save as PDF makes it: its text, all spacing made one space. */
async function printedText(page: Page, file: string): Promise<string> {
  await page.emulateMedia({ media: 'print' });
  return pdfPages(await page.pdf({ format: 'A4' }), file).join(' ').replace(/\s+/g, ' ');
}

const scaleNumbers = (text: string) => new Set([...text.matchAll(new RegExp(scaleTitle('(\\d+)'), 'g'))].map((match) => Number(match[1])));

const origin = 'http://site.test';

/** The export at its address, its scripts run, refused (`withScripts` false), or not run at all (`javaScriptEnabled` false). */
async function openSite({ withScripts = true, javaScriptEnabled = true } = {}): Promise<Page> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
  page.on('close', () => void browser.close());
  await page.route(`${origin}/**`, async (route) => {
    const file = decodeURIComponent(new URL(route.request().url()).pathname);
    if (!withScripts && file.endsWith('.js')) return route.abort();
    return route.fulfill({ path: path.join(out(), file.endsWith('/') ? `${file}index.html` : file) }).catch(() => route.fulfill({ status: 404 }));
  });
  await page.goto(`${origin}/`);
  return page;
}

describe(`a visitor without JavaScript at ${SCALE_PROJECTS + 6} projects`, () => {
  it('gets the cards the HTML holds, then a link to the page of every project, which holds them all in order', async () => {
    const page = await openSite({ javaScriptEnabled: false });
    try {
      expect(await page.getByTestId('project-card').count()).toBe(CARDS_IN_PAGE);
      await page.getByRole('link', { name: `All ${(SCALE_PROJECTS + 6).toLocaleString('en')} projects` }).click();
      await page.waitForURL(`${origin}/projects/`);
      const titles = await page.getByTestId('project-title').allTextContents();
      expect(titles).toHaveLength(SCALE_PROJECTS + 6);
      expect(titles.filter((title) => title.startsWith(scaleTitle(''))).map((title) => Number(title.slice(scaleTitle('').length)))).toEqual(
        Array.from({ length: SCALE_PROJECTS }, (_, index) => index + 1),
      );
    } finally {
      await page.close();
    }
  });
});

describe(`a print at ${SCALE_PROJECTS + 6} projects`, () => {
  it('holds every project when made right after hydration, before the later runs were ever needed', async () => {
    const page = await openSite();
    try {
      // React's fiber on the first card: the grid has hydrated.
      await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid="project-card"]') ?? {}).some((key) => key.startsWith('__reactFiber')));
      expect(await page.getByTestId('project-card').count()).toBeLessThan(SCALE_PROJECTS);
      expect(scaleNumbers(await printedText(page, path.join(dir, 'printed-hydrated.pdf'))).size).toBe(SCALE_PROJECTS);
    } finally {
      await page.close();
    }
  });

  it('holds at least what the HTML holds when made with no script loaded', async () => {
    const page = await openSite({ withScripts: false });
    try {
      const titles = await page.getByTestId('project-title').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      const text = await printedText(page, path.join(dir, 'printed-unhydrated.pdf'));
      // A title followed by a digit is another one's start ("Scale project 4" in "Scale project 40").
      expect(titles.filter((title) => !new RegExp(`${title.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(text))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
