import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportedPage, writeExport } from '@/tests/helpers/exported-page';
import { hasFrameworkLoader } from '../lib/framework-scripts';
import { SITE_RECORD } from '../lib/site-record';
import { type FirstPaintMode, firstPaintMode } from './first-paint-mode';
import { StepError } from './step';
import { POSTBUILD_STEPS, runPostbuild, stepsOf } from './steps';

/** A file an owner may put in public/: a search engine's ownership proof, no page of the app. */
const VERIFICATION = 'google-site-verification: google123.html';

let dir: string;

async function run(mode: FirstPaintMode = 'deferred'): Promise<string[]> {
  const lines: string[] = [];
  await runPostbuild(dir, (line) => lines.push(line), mode);
  return lines;
}

const page = (name: string) => readFileSync(path.join(dir, name), 'utf8');

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the post-build', () => {
  it('runs copy, subset, inline, defer, harden, hints and record in that order, each reporting its lines', async () => {
    expect(POSTBUILD_STEPS.map((step) => step.name)).toEqual(['copy-media', 'subset-fonts', 'inline-fonts', 'defer-framework', 'harden-export', 'compile-hints', 'record-site']);
    dir = writeExport({ 'index.html': exportedPage(), '404.html': exportedPage(), 'google123.html': VERIFICATION });
    const lines = await run();
    expect(lines.map((line) => /^\[([a-z-]+)\]/.exec(line)?.[1])).toEqual(['copy-media', 'subset-fonts', 'inline-fonts', 'defer-framework', 'harden-export', 'compile-hints', 'record-site']);
    expect(lines[1]).toBe('[subset-fonts] no fonts in the export.');
    expect(lines[2]).toBe('[inline-fonts] no page names a font in its inline styles.');
    expect(lines[3]).toMatch(/^\[defer-framework\] 2 of 3 pages load the framework after the gate opens; RSC payloads moved out of the HTML: 404\.html \d+ KiB, index\.html \d+ KiB\.$/);
    // A file that loads no framework is left as it was: it is no page of the app.
    expect(page('google123.html')).toBe(VERIFICATION);
    expect(existsSync(path.join(dir, SITE_RECORD))).toBe(true);
  });

  it("with FIRST_PAINT=framework, says so in one line and runs only copy, subset, inline, harden and record: Next's scripts and payload stay as Next wrote them", async () => {
    expect(stepsOf('framework').map((step) => step.name)).toEqual(['copy-media', 'subset-fonts', 'inline-fonts', 'harden-export', 'record-site']);
    dir = writeExport({ 'index.html': exportedPage(), 'google123.html': VERIFICATION });
    const lines = await run('framework');
    expect(lines[0]).toBe(
      "[postbuild] FIRST_PAINT=framework npm run build: Next's own export, its scripts loading as Next wrote them, plus the CSP (defer-framework and compile-hints not run).",
    );
    expect(lines.slice(1).map((line) => /^\[([a-z-]+)\]/.exec(line)?.[1])).toEqual(['copy-media', 'subset-fonts', 'inline-fonts', 'harden-export', 'record-site']);
    const html = page('index.html');
    expect(hasFrameworkLoader(html)).toBe(false);
    expect(html.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '')).toBe(exportedPage());
    expect(page('google123.html')).toBe(VERIFICATION);
    expect(existsSync(path.join(dir, SITE_RECORD))).toBe(true);
  });

  it('with FIRST_PAINT=framework, publishes a page whose framework shape no step knows', async () => {
    dir = writeExport({ 'index.html': exportedPage().replaceAll('__next_f', '__next_s').replace(/<script src="[^"]*"[^>]*><\/script>/g, '') });
    await expect(run('framework')).resolves.toBeDefined();
    expect(page('index.html')).toContain('http-equiv="Content-Security-Policy"');
  });

  it('stops at the first step that refuses a page, naming the step, the page, the shape and the switch, and runs none after it', async () => {
    dir = writeExport({ 'index.html': exportedPage().replace(/<script src="[^"]*"[^>]*><\/script>/g, '') });
    await expect(run()).rejects.toThrow(StepError);
    await expect(run()).rejects.toThrow(
      /^\[defer-framework\] index\.html: expected the framework's script tags .*; found none\. .* Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts\/postbuild\/defer-framework\.ts later\.$/,
    );
    expect(existsSync(path.join(dir, SITE_RECORD))).toBe(false);
    expect(page('index.html')).not.toContain('Content-Security-Policy');
  });

  it("refuses an export whose own page loads no framework, naming the switch: every step's shape is gone from it", async () => {
    dir = writeExport({ 'index.html': '<!DOCTYPE html><html><head></head><body>plain</body></html>' });
    await expect(run()).rejects.toThrow(
      "[defer-framework] index.html: expected the site's page, loading the framework (the app's page gate, and Next's script tags); found neither. " +
        'The export has changed in a way no step knows: nothing would be rewritten. ' +
        "Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts/postbuild/defer-framework.ts later.",
    );
  });
});

describe('FIRST_PAINT', () => {
  it('is deferred by default, framework when asked, and anything else fails, naming the allowed values', () => {
    expect(firstPaintMode({})).toBe('deferred');
    expect(firstPaintMode({ FIRST_PAINT: '' })).toBe('deferred');
    expect(firstPaintMode({ FIRST_PAINT: 'framework' })).toBe('framework');
    expect(() => firstPaintMode({ FIRST_PAINT: 'plain' })).toThrow(/^FIRST_PAINT=plain is not a mode of the post-build: use deferred \(the default.*\) or framework \(/);
  });
});
