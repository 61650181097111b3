import path from 'node:path';
import { ROOT } from './root.mjs';

/**
 * Where `npm run build` exports the site: out/, unless NEXT_EXPORT_DIR names another folder
 * (relative to the project). Tests, Lighthouse and the scale run build into folders of their own,
 * so out/ only ever holds what `npm run build` made from the configured backend.
 */
export function exportDir(env = process.env) {
  const dir = env.NEXT_EXPORT_DIR?.trim() || 'out';
  const relative = path.relative(ROOT, path.resolve(ROOT, dir));
  // Next.js joins distDir onto the project folder and refuses one outside it; and a distDir of
  // .next is its build folder, which would send the export back to out/.
  if (path.isAbsolute(dir) || !relative || relative.startsWith('..') || relative === '.next') {
    throw new Error(`NEXT_EXPORT_DIR must be a folder inside the project, relative to it, not "${dir}".`);
  }
  return dir;
}

/** exportDir() as an absolute path. */
export const exportPath = (env = process.env) => path.resolve(ROOT, exportDir(env));
