// Built inside the project: Turbopack refuses a node_modules outside its root.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/root';

const REFERENCE_FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'minimal-next');

export function buildReferenceExport(workDir: string): string {
  rmSync(workDir, { recursive: true, force: true });
  cpSync(REFERENCE_FIXTURE, workDir, { recursive: true });
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: workDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_EXPORT_DIR: '' },
    encoding: 'utf8',
  });
  const exported = path.join(workDir, 'out');
  if (build.status !== 0 || !existsSync(path.join(exported, 'index.html'))) {
    throw new Error(`Building the reference export (${path.relative(ROOT, REFERENCE_FIXTURE)}) failed:\n${build.stdout}${build.stderr}`);
  }
  return exported;
}
