// postbuild, first: swaps the framework's scripts and preloads for the inline loader
// (components/page-gate/framework-loader.ts), so the load the gate waits for is the page's own.
import './lib/build-env.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPath } from './lib/export-dir.ts';
import { exportedFiles } from './lib/export-files.ts';
import { deferFramework } from './lib/framework-scripts.ts';

function main() {
  const files = exportedFiles(exportPath(), /\.html$/);
  let deferred = 0;
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    let rewritten;
    try {
      rewritten = deferFramework(html);
    } catch (error) {
      console.error(`[defer-framework] ${path.basename(file)}: ${error.message}.`);
      process.exit(1);
    }
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    deferred++;
  }
  console.log(`[defer-framework] ${deferred} of ${files.length} pages load the framework after the gate opens.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
