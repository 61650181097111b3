import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TARGETS as IMPORTED } from '@/scripts/import/run';
import { ROOT } from '@/scripts/lib/root';
import { descendants, killAll } from './process-tree';
import { sampleOf } from './sample-content';

const COPIES = path.join(ROOT, '.build-tests');

/**
 * A throwaway copy of the project (its tracked and new files, with the tests' content and profile), so a test can run the real
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
  // The tests' own content and profile, as the project ships them, whatever an import made of the
  // owner's. Copied, not linked: a test that imports into the copy writes these files.
  for (const file of Object.values(IMPORTED)) {
    rmSync(path.join(dir, file), { force: true });
    copyFileSync(path.join(ROOT, sampleOf(file)), path.join(dir, file));
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

/** Rewrites a file of a copy without touching the working tree's: the copy's files are hard links. */
export function rewriteInCopy(dir: string, file: string, edit: (text: string) => string): void {
  const at = path.join(dir, file);
  const text = readFileSync(at, 'utf8');
  rmSync(at);
  writeFileSync(at, edit(text));
}

const SAMPLE_DICTIONARIES = path.join(ROOT, 'e2e', 'fixtures', 'i18n');

/**
 * Gives a copy these languages as an owner adds one: each code's sample dictionary of
 * e2e/fixtures/i18n/, where there is one, as its lib/i18n/<code>.ts, and lib/profile.ts's `locales`.
 */
export function setLanguages(dir: string, codes: readonly string[]): void {
  for (const code of codes) {
    const sample = path.join(SAMPLE_DICTIONARIES, `${code}.ts`);
    if (!existsSync(sample)) continue;
    const target = path.join(dir, 'lib', 'i18n', `${code}.ts`);
    rmSync(target, { force: true });
    copyFileSync(sample, target);
  }
  rewriteInCopy(dir, 'lib/profile.ts', (profile) => {
    const edited = profile.replace(/locales: \[[^\]]*\]/, `locales: [${codes.map((code) => `'${code}'`).join(', ')}]`);
    if (edited === profile) throw new Error('lib/profile.ts has no `locales: [...]` line to edit');
    return edited;
  });
}

/**
 * Builds a copy and moves its export to `exportDir` in the working tree, where NEXT_EXPORT_DIR would
 * have put it: Next.js writes an export only inside the project it builds.
 */
export async function buildCopyInto(dir: string, exportDir: string, env: Record<string, string>): Promise<string> {
  const build = await runScript(dir, 'build', { ...env, NEXT_EXPORT_DIR: 'out' }, { timeoutMs: 900_000 });
  if (build.code !== 0) throw new Error(`npm run build failed in ${dir} (${build.code}):\n${build.output}`);
  const target = path.join(ROOT, exportDir);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(path.join(dir, 'out'), target);
  return build.output;
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
 * Runs `npm run <script>` in `dir` (with `args` after `--`) with exactly the Supabase variables given. `build` alone, without
 * npm's prebuild and postbuild, when `alone` (the export as next build wrote it). The default time
 * allows for another test file's build beside it (jest.config.ts).
 */
export function runScript(
  dir: string,
  script: string,
  env: Record<string, string>,
  { timeoutMs = 300_000, alone = false, args = [] as string[] } = {},
): Promise<BuildResult> {
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
    const child = spawn('npm', ['run', '--silent', ...(alone ? ['--ignore-scripts'] : []), script, ...(args.length ? ['--', ...args] : [])], { cwd: dir, env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      // With npm's children: npm killed alone would leave next build running, writing into the copy
      // while it is removed, and taking the core the test file beside needs.
      killAll([...descendants(child.pid!), { pid: child.pid!, command: 'npm' }]);
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
