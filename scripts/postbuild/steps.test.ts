import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BUILT_CARDS, exportedPage, GRID_ROWS, writeExport } from '@/tests/helpers/exported-page';
import { SITE_RECORD } from '../lib/site-record';
import { StepError } from './step';
import { POSTBUILD_STEPS, runPostbuild } from './steps';

/** A file an owner may put in public/: a search engine's ownership proof, no page of the app. */
const VERIFICATION = 'google-site-verification: google123.html';

let dir: string;

function run(): string[] {
  const lines: string[] = [];
  runPostbuild(dir, (line) => lines.push(line));
  return lines;
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the post-build', () => {
  it('runs trim, defer, harden, hints and record in that order, each reporting its lines', () => {
    expect(POSTBUILD_STEPS.map((step) => step.name)).toEqual(['trim-payload', 'defer-framework', 'harden-export', 'compile-hints', 'record-site']);
    dir = writeExport({ 'index.html': exportedPage({ body: BUILT_CARDS, rows: [GRID_ROWS] }), '404.html': exportedPage(), 'google123.html': VERIFICATION });
    const lines = run();
    expect(lines.map((line) => /^\[([a-z-]+)\]/.exec(line)?.[1])).toEqual(['trim-payload', 'defer-framework', 'harden-export', 'compile-hints', 'record-site']);
    expect(lines[1]).toMatch(/^\[defer-framework\] 2 of 3 pages load the framework after the gate opens; RSC payloads moved out of the HTML: 404\.html \d+ KiB, index\.html \d+ KiB\.$/);
    // A file that loads no framework is left as it was: it is no page of the app.
    expect(readFileSync(path.join(dir, 'google123.html'), 'utf8')).toBe(VERIFICATION);
    expect(existsSync(path.join(dir, SITE_RECORD))).toBe(true);
  });

  it('stops at the first step that refuses a page, naming it, and runs none after it', () => {
    dir = writeExport({ 'index.html': exportedPage({ body: BUILT_CARDS, rows: [GRID_ROWS] }).replace(/<script src="[^"]*"[^>]*><\/script>/g, '') });
    expect(run).toThrow(StepError);
    expect(run).toThrow(/^\[defer-framework\] index\.html: expected the framework's script tags/);
    expect(existsSync(path.join(dir, SITE_RECORD))).toBe(false);
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).not.toContain('Content-Security-Policy');
  });

  it("refuses an export whose own page loads no framework: every step's shape is gone from it", () => {
    dir = writeExport({ 'index.html': '<!DOCTYPE html><html><head></head><body>plain</body></html>' });
    expect(run).toThrow("[trim-payload] index.html: expected the site's page, loading the framework (the app's page gate, and Next's script tags); found neither.");
  });
});
