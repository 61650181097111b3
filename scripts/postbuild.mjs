// A step that finds a page not of the shape it rewrites stops the build.
import './lib/build-env.ts';
import { exportDir } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.ts';
import { firstPaintMode } from './postbuild/first-paint-mode.ts';
import { runPostbuild } from './postbuild/steps.ts';

try {
  await runPostbuild(exportPath(), (line) => console.log(line), firstPaintMode());
} catch (error) {
  console.error(error.message);
  console.error(`[postbuild] stopped at ${error.step ?? 'its start'}: the export in ${exportDir()}/ is not fit to publish.`);
  process.exit(1);
}
