// postbuild, last: V8's `//# allFunctionsCalledOnLoad` on each framework script. Every framework module
// is required during boot, so Chromium may compile them eagerly off the main thread while streaming
// instead of lazily on it; lazy chunks stay lazy. See https://v8.dev/blog/explicit-compile-hints.
import './lib/build-env.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPath } from './lib/export-dir.ts';
import { assetFile, exportedFiles } from './lib/export-files.ts';
import { frameworkScripts } from './lib/framework-scripts.ts';

const OUT = exportPath();
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function main() {
  const scripts = new Set(exportedFiles(OUT, /\.html$/).flatMap((file) => frameworkScripts(readFileSync(file, 'utf8')).scripts));
  let hinted = 0;
  for (const src of scripts) {
    const file = assetFile(OUT, src);
    const code = readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    // The hint must be the file's very first line.
    writeFileSync(file, COMPILE_HINT + code);
    hinted++;
  }
  console.log(`[compile-hints] ${hinted} up-front scripts marked for eager compilation.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
