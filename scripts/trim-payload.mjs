// postbuild, first: empties the built project grid's row of each page's RSC payload, while it is
// still inline (scripts/lib/flight-payload.ts; defer-framework then moves it to a file). The cards
// are in the HTML, kept there by StaticHtml; with a thousand projects that row was most of the payload.
import './lib/build-env.ts';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPath } from './lib/export-dir.ts';
import { exportedFiles } from './lib/export-files.ts';
import { trimBuiltGrid } from './lib/flight-payload.ts';

function main() {
  for (const file of exportedFiles(exportPath(), /\.html$/)) {
    let result;
    try {
      result = trimBuiltGrid(readFileSync(file, 'utf8'));
    } catch (error) {
      console.error(`[trim-payload] ${path.basename(file)}: ${error.message}.`);
      process.exit(1);
    }
    if (result.after === result.before) continue;
    writeFileSync(file, result.html);
    console.log(`[trim-payload] ${path.basename(file)}: RSC payload ${Math.round(result.before / 1024)} KiB → ${Math.round(result.after / 1024)} KiB (the built cards are in the HTML only).`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
