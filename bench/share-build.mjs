// `.ci/run`'s build of out/, kept by what it was built from (bench/lib/shared-builds.ts): a bench that
// measures the same site copies it rather than building it again.
import { spawnSync } from 'node:child_process';
import { exportPath } from '../scripts/lib/export-dir.ts';
import { keep, siteKey, treeHash } from './lib/shared-builds.ts';

const [command, ...args] = process.argv.slice(2);
const started = performance.now();
const { status, error } = spawnSync(command, args, { stdio: 'inherit' });
if (error) throw error;
if (status !== 0) process.exit(status ?? 1);
const tree = treeHash();
keep({ key: siteKey(process.env, tree), tree, dir: exportPath(), seconds: (performance.now() - started) / 1000 });
