// Runs after every build (npm's postbuild, last): marks each framework script the exported pages
// load (through the gate's loader) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
//
// Why: Turbopack wraps every module in a function that V8 compiles lazily, on the main thread,
// the moment the module is first required. All of the framework's modules are required while the
// page boots, so that lazy compilation was most of the boot task (measured with 4x CPU
// throttling: module instantiation 252 ms -> 42 ms, hydration 262 ms -> 36 ms). With the hint,
// Chromium (136+) compiles these files eagerly while it streams them, off the main thread; other
// browsers read a comment. Lazy chunks (chart, markdown, database client) are left lazy.
// See https://v8.dev/blog/explicit-compile-hints.
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
