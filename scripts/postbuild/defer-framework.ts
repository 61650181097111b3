import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assetFile } from '../lib/export-files';
import { deferFramework } from '../lib/framework-scripts';
import { frameworkPages, type PostbuildStep, readPages, rewritePages } from './step';

const name = 'defer-framework';

/** So that the load the gate waits for is the page's own, and the HTML carries only what paints. */
export const deferFrameworkStep: PostbuildStep = {
  name,
  firstPaint: true,
  run: (dir) => {
    const pages = readPages(dir);
    const deferred = rewritePages(deferFrameworkStep, frameworkPages(deferFrameworkStep, pages), (page) => deferFramework(page.html));
    for (const { page, result } of deferred) {
      for (const piece of result.payload) {
        const target = assetFile(dir, piece.src);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, piece.code);
      }
      writeFileSync(page.file, result.html);
    }
    const size = (pieces: { code: string }[]) => `${Math.round(pieces.reduce((sum, piece) => sum + piece.code.length, 0) / 1024)} KiB${pieces.length > 1 ? ` in ${pieces.length} pieces` : ''}`;
    const moved = deferred.map(({ page, result }) => `${page.name} ${size(result.payload)}`);
    return [`${deferred.length} of ${pages.length} pages load the framework after the gate opens; RSC payloads moved out of the HTML: ${moved.join(', ')}.`];
  },
};
