import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportedPage, writeExport } from '@/tests/helpers/exported-page';
import { loaderPayload } from '../lib/framework-scripts';
import { deferFrameworkStep } from './defer-framework';

let dir: string;
const page = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const run = () => deferFrameworkStep.run(dir);
const chunks = () => readdirSync(path.join(dir, '_next', 'static', 'chunks'));

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('defer-framework', () => {
  it("swaps each page's framework scripts and payload for the loader, and writes the payload beside the scripts", () => {
    dir = writeExport({ 'index.html': exportedPage(), 'nested/page.html': exportedPage({ body: '<p>nested</p>' }) });
    expect(run()).toEqual([expect.stringMatching(/^2 of 2 pages load the framework after the gate opens; RSC payloads moved out of the HTML: index\.html \d+ KiB, nested\/page\.html \d+ KiB\.$/)]);
    for (const name of ['index.html', 'nested/page.html']) {
      expect(page(name)).not.toContain('__next_f');
      expect(loaderPayload(page(name))).toHaveLength(1);
      for (const piece of loaderPayload(page(name))) expect(existsSync(path.join(dir, piece.replace('/portfolio/', '')))).toBe(true);
    }
  });

  it('refuses a page that loads the framework without its script tags, naming the page by its path, and writes nothing', () => {
    const untagged = exportedPage({ body: '<p>nested</p>' }).replace(/<script src="[^"]*"[^>]*><\/script>/g, '');
    dir = writeExport({ 'index.html': exportedPage(), 'nested/page.html': untagged });
    const before = chunks();
    expect(run).toThrow(
      '[defer-framework] nested/page.html: expected the framework\'s script tags <script src="…/_next/static/chunks/….js"></script> in a page that loads the framework; found none. ' +
        'A Next.js upgrade may have changed its export: passed on as it is, the page would never hydrate. ' +
        "Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts/postbuild/defer-framework.ts later.",
    );
    expect(page('index.html')).toBe(exportedPage());
    expect(chunks()).toEqual(before);
  });

  it('refuses a framework script tag of another shape', () => {
    dir = writeExport({ 'index.html': exportedPage().replace('<script src="/portfolio/_next/static/chunks/page.js" async="">', '<script type="module" src="/portfolio/_next/static/esm/page.mjs">') });
    expect(run).toThrow(
      '[defer-framework] index.html: expected the framework\'s script tags as <script src="…/_next/static/chunks/….js"></script>; found one of another shape: <script type="module" src="/portfolio/_next/static/esm/page.mjs">. ' +
        'Left in the page, it would load before the gate opens, and apart from the rest of the framework. ' +
        "Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts/postbuild/defer-framework.ts later.",
    );
  });

  it('refuses a page whose payload bootstrap is renamed', () => {
    dir = writeExport({ 'index.html': exportedPage().replaceAll('__next_f', '__next_r') });
    expect(run).toThrow(
      '[defer-framework] index.html: expected one RSC payload bootstrap <script>(self.__next_f=self.__next_f||[]).push(…)</script> in a page that loads the framework; ' +
        'found none (an inline script starts "(self.__next_r=self.__next_r||[]).push(…" instead). A Next.js upgrade may have changed its export: passed on as it is, the page would never hydrate. ' +
        "Publish Next's own export today with FIRST_PAINT=framework npm run build, and update scripts/postbuild/defer-framework.ts later.",
    );
  });
});
