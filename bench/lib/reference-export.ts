// Built inside the project: Turbopack refuses a node_modules outside its root.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/root';

const REFERENCE_FIXTURE = path.join(ROOT, 'tests', 'fixtures', 'minimal-next');

/** Asynchronous, so that a bench builds it beside the site it measures. */
export async function buildReferenceExport(workDir: string): Promise<string> {
  rmSync(workDir, { recursive: true, force: true });
  cpSync(REFERENCE_FIXTURE, workDir, { recursive: true });
  const { status, output } = await new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const build = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: workDir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_EXPORT_DIR: '' },
    });
    let text = '';
    build.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    build.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    build.on('error', (error) => reject(new Error(`Building the reference export: next could not start: ${error.message}`)));
    build.on('close', (code) => resolve({ status: code, output: text }));
  });
  const exported = path.join(workDir, 'out');
  if (status !== 0 || !existsSync(path.join(exported, 'index.html'))) {
    throw new Error(`Building the reference export (${path.relative(ROOT, REFERENCE_FIXTURE)}) failed:\n${output}`);
  }
  return exported;
}
