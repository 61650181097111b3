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
      const target = assetFile(dir, result.payload.src);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, result.payload.code);
      writeFileSync(page.file, result.html);
    }
    const moved = deferred.map(({ page, result }) => `${page.name} ${Math.round(result.payload.code.length / 1024)} KiB`);
    return [`${deferred.length} of ${pages.length} pages load the framework after the gate opens; RSC payloads moved out of the HTML: ${moved.join(', ')}.`];
  },
};
