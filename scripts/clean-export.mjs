// Runs before every build: Next.js writes the export only on success but never removes an old one,
// so without this a failed build would leave the previous export in place, ready to be published.
import './lib/build-env.ts';
import { rmSync } from 'node:fs';
import { exportPath } from './lib/export-dir.ts';

rmSync(exportPath(), { recursive: true, force: true });
