// Built inside the project: Turbopack refuses a node_modules outside its root.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../scripts/lib/processes';
import { ROOT } from '../../scripts/lib/root';

const REFERENCE_FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'minimal-next');

/** Asynchronous, so that a bench builds it beside the site it measures. */
export async function buildReferenceExport(workDir: string): Promise<string> {
  rmSync(workDir, { recursive: true, force: true });
  cpSync(REFERENCE_FIXTURE, workDir, { recursive: true });
  const failed = (output: string) => new Error(`Building the reference export (${path.relative(ROOT, REFERENCE_FIXTURE)}) failed:\n${output}`);
  await run(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], { NEXT_EXPORT_DIR: '' }, workDir).catch((error: Error) => {
    throw failed(error.message);
  });
  const exported = path.join(workDir, 'out');
  if (!existsSync(path.join(exported, 'index.html'))) throw failed('no out/index.html');
  return exported;
}
