// postbuild, after trim-payload: swaps the framework's scripts, their preloads and the inline RSC
// payload for the inline loader (components/page-gate/framework-loader.ts), so the load the gate
// waits for is the page's own and the HTML carries only what paints. The payload becomes a script
// file beside the framework's, named by its content.
import './lib/build-env.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPath } from './lib/export-dir.ts';
import { assetFile, exportedFiles } from './lib/export-files.ts';
import { deferFramework } from './lib/framework-scripts.ts';

function main() {
  const out = exportPath();
  const files = exportedFiles(out, /\.html$/);
  let deferred = 0;
  const payloads = [];
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    let page;
    try {
      page = deferFramework(html);
    } catch (error) {
      console.error(`[defer-framework] ${path.basename(file)}: ${error.message}.`);
      process.exit(1);
    }
    if (page.html === html) continue;
    if (page.payload) {
      const target = assetFile(out, page.payload.src);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, page.payload.code);
      payloads.push(`${path.basename(file)} ${Math.round(page.payload.code.length / 1024)} KiB`);
    }
    writeFileSync(file, page.html);
    deferred++;
  }
  console.log(
    `[defer-framework] ${deferred} of ${files.length} pages load the framework after the gate opens; RSC payloads moved out of the HTML: ${payloads.join(', ') || 'none'}.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
