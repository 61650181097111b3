// Next.js never removes an old export: a failed build would leave the previous one, ready to be published.
import './lib/build-env.ts';
import { rmSync } from 'node:fs';
import { exportPath } from './lib/export-dir.ts';

rmSync(exportPath(), { recursive: true, force: true });
