// Runs after every build (npm's postbuild, first): takes the framework's <script src> tags and
// their <link rel="preload" as="script"> out of each exported page and puts one inline loader in
// their place, which adds them back once the gate has opened and painted
// (components/page-gate/framework-loader.ts). The window load, which the gate waits for, then
// waits for the page's own HTML, CSS and fonts only.
import './lib/build-env.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAMEWORK_LOADER_ID, frameworkLoaderScript, LOADER_ASYNC_ATTRIBUTE, LOADER_NOMODULE_ATTRIBUTE } from '../components/page-gate/framework-loader.ts';
import { GATE_OPEN } from '../lib/page-lifecycle.ts';
import { exportPath } from './lib/export-dir.mjs';
import { exportedFiles } from './lib/export-files.mjs';
import { scriptTags } from './lib/framework-scripts.mjs';

const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;

/** The page with its framework scripts behind the loader; unchanged if it has none. */
export function deferFramework(html) {
  const tags = scriptTags(html);
  if (tags.length === 0) return html;
  // The loader waits for the gate's signal: a page without the gate would never hydrate.
  if (!html.includes(`performance.mark(${JSON.stringify(GATE_OPEN)})`)) {
    throw new Error('a page with framework scripts has no page gate script, so nothing would ever load them');
  }
  const list = (noModule) => tags.filter((tag) => tag.noModule === noModule).map((tag) => tag.src).join(' ');
  const loader =
    `<script id="${FRAMEWORK_LOADER_ID}" ${LOADER_ASYNC_ATTRIBUTE}="${list(false)}" ${LOADER_NOMODULE_ATTRIBUTE}="${list(true)}">` +
    `${frameworkLoaderScript}</script>`;
  let rewritten = html.replace(SCRIPT_PRELOAD, '');
  tags.forEach((tag, index) => (rewritten = rewritten.replace(tag.tag, index === 0 ? loader : '')));
  return rewritten;
}

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
