import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { assetFile } from '../lib/export-files';
import { frameworkScripts, SCRIPT_TAG_SHAPE } from '../lib/framework-scripts';
import { NEVER_HYDRATES, ShapeError } from '../lib/shape-error';
import { frameworkPages, type PostbuildStep, readPages, rewritePages } from './step';

const name = 'compile-hints';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function upFrontScripts(dir: string, html: string): string[] {
  const { scripts } = frameworkScripts(html);
  if (scripts.length === 0) {
    throw new ShapeError(`the framework's scripts, in the framework loader's list or as ${SCRIPT_TAG_SHAPE} tags, in a page that loads the framework`, 'none', NEVER_HYDRATES);
  }
  const missing = scripts.find((src) => !existsSync(assetFile(dir, src)));
  if (missing) throw new ShapeError(`each script the page loads to be a file of the export`, `none for ${missing}`, 'The page would fail to load it, and never hydrate.');
  return scripts;
}

/** Every framework module runs at boot, so V8 may compile them while streaming, off the main thread (https://v8.dev/blog/explicit-compile-hints). */
export const compileHintsStep: PostbuildStep = {
  name,
  firstPaint: true,
  run: (dir) => {
    const pages = frameworkPages(compileHintsStep, readPages(dir));
    const scripts = new Set(rewritePages(compileHintsStep, pages, (page) => upFrontScripts(dir, page.html)).flatMap(({ result }) => result));
    let hinted = 0;
    for (const src of scripts) {
      const file = assetFile(dir, src);
      const code = readFileSync(file, 'utf8');
      if (code.startsWith(COMPILE_HINT)) continue;
      writeFileSync(file, COMPILE_HINT + code);
      hinted++;
    }
    return [`${hinted} up-front scripts marked for eager compilation.`];
  },
};
