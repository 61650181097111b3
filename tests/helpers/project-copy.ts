import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';

const COPIES = path.join(ROOT, '.build-tests');

/**
 * A throwaway copy of the project (its tracked and new files), so a test can run the real
 * `next build` without touching the working tree's out/. node_modules is hard-linked, not copied
 * or symlinked: Turbopack refuses a node_modules that points outside the project root.
 */
export function copyProject(name: string): string {
  const dir = path.join(COPIES, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    linkOrCopy(path.join(ROOT, file), path.join(dir, file));
  }
  try {
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  } catch {
    cpSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true });
  }
  return dir;
}

function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    cpSync(from, to);
  }
}

export function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Leaves an old export behind, so a failed build can be shown not to publish it. */
export function plantStaleExport(dir: string): void {
  mkdirSync(path.join(dir, 'out'), { recursive: true });
  writeFileSync(path.join(dir, 'out', 'index.html'), '<!doctype html><title>stale</title>');
}

export type BuildResult = { code: number | null; output: string; seconds: number };

/**
 * Runs `npm run <script>` in `dir` with exactly the Supabase variables given. `build` alone, without
 * npm's prebuild and postbuild, when `alone` (the export as next build wrote it). The default time
 * allows for another test file's build beside it (jest.config.ts).
 */
export function runScript(dir: string, script: string, env: Record<string, string>, { timeoutMs = 300_000, alone = false } = {}): Promise<BuildResult> {
  const started = Date.now();
  // Only the Supabase variables given here; and not Jest's NODE_ENV=test or its NODE_OPTIONS.
  const dropped = new Set(['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NODE_OPTIONS']);
  const inherited = Object.entries(process.env).filter(([name]) => !dropped.has(name));
  const childEnv: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...(alone ? ['--ignore-scripts'] : []), script], { cwd: dir, env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm run ${script} did not finish within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** Runs `npm run build` in `dir` with exactly the Supabase variables given. */
export const runBuild = (dir: string, env: Record<string, string>, timeoutMs?: number): Promise<BuildResult> => runScript(dir, 'build', env, { timeoutMs });
