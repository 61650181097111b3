import { readFileSync, rmSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { exportedPage, frameworkScriptPaths, writeExport } from '@/tests/helpers/exported-page';
import { COMPILE_HINT, compileHintsStep } from './compile-hints';
import { deferFrameworkStep } from './defer-framework';

let dir: string;
const script = (src: string) => readFileSync(path.join(dir, src.replace('/portfolio/', '')), 'utf8');
const run = () => compileHintsStep.run(dir);
const { head, noModule, page } = frameworkScriptPaths();

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('compile-hints', () => {
  it('marks each script the loader starts, once, and leaves the nomodule polyfills alone', () => {
    dir = writeExport({ 'index.html': exportedPage(), '404.html': exportedPage() });
    deferFrameworkStep.run(dir);
    expect(run()).toEqual(['3 up-front scripts marked for eager compilation.']);
    expect(run()).toEqual(['0 up-front scripts marked for eager compilation.']);
    for (const src of [...head, page]) expect(script(src)).toBe(`${COMPILE_HINT}/* ${src.replace('/portfolio', '')} */`);
    expect(script(noModule).startsWith(COMPILE_HINT)).toBe(false);
  });

  it('refuses a page that names a script the export lacks', () => {
    dir = writeExport({ 'index.html': exportedPage() });
    deferFrameworkStep.run(dir);
    unlinkSync(path.join(dir, page.replace('/portfolio/', '')));
    expect(run).toThrow(
      `[compile-hints] index.html: expected each script the page loads to be a file of the export; found none for ${page}. The page would fail to load it, and never hydrate. ` +
        "Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts/postbuild/compile-hints.ts later.",
    );
  });

  it('refuses a page that loads the framework but names none of its scripts', () => {
    dir = writeExport({ 'index.html': exportedPage().replace(/<script src="[^"]*"[^>]*><\/script>/g, '') });
    expect(run).toThrow(/^\[compile-hints\] index\.html: expected the framework's scripts, in the framework loader's list or as <script src="…\/_next\/static\/chunks\/….js"><\/script> tags, in a page that loads the framework; found none\. .* Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts\/postbuild\/compile-hints\.ts later\.$/);
  });
});
