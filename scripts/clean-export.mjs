// Next.js never removes an old export: a failed build would leave the previous one, ready to be published.
import './lib/build-env.ts';
import { rmSync } from 'node:fs';
import { exportPath } from './lib/export-dir.ts';
import { firstPaintMode } from './postbuild/first-paint-mode.ts';

rmSync(exportPath(), { recursive: true, force: true });

// An unknown FIRST_PAINT fails here, before minutes of next build, as the post-build would after them.
try {
  firstPaintMode();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
