import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';

/**
 * The e2e suite's multilingual site, built beside the site in the working tree. Playwright starts its
 * web servers one after another, so the first site's command runs `start` before its own build, and
 * the multilingual site's command runs `await`, which prints that build's output and fails as it did.
 * Its build is in a copy of the project (build-in-languages.ts), with a .next of its own.
 *
 *   node --import tsx tests/helpers/background-build.ts start <export dir> <site address> <languages>
 *   node --import tsx tests/helpers/background-build.ts await <export dir>
 */
const AWAIT_MS = 480_000;

const files = (dir: string) => {
  const base = path.join(ROOT, `${dir.replace(/\/+$/, '')}.background`);
  return { log: `${base}.log`, status: `${base}.status` };
};

function start(dir: string, address: string, languages: string): void {
  const { log, status } = files(dir);
  rmSync(status, { force: true });
  mkdirSync(path.dirname(log), { recursive: true });
  const output = openSync(log, 'w');
  // The shell writes the status once the build has ended, whatever ended it.
  const script = `"${process.execPath}" --import tsx tests/helpers/build-in-languages.ts "$0"; echo $? > "$1"`;
  const child = spawn('bash', ['-c', script, languages, status], { cwd: ROOT, env: { ...process.env, NEXT_EXPORT_DIR: dir, SITE_URL: address }, stdio: ['ignore', output, output] });
  child.unref();
  closeSync(output);
  console.log(`[background-build] building ${dir} in ${languages} beside the next build (output: ${path.relative(ROOT, log)})`);
}

async function wait(dir: string): Promise<number> {
  const { log, status } = files(dir);
  const started = Date.now();
  while (!existsSync(status) || readFileSync(status, 'utf8').trim() === '') {
    if (Date.now() - started > AWAIT_MS) {
      console.error(`[background-build] no build of ${dir} ended within ${AWAIT_MS / 1000} s${existsSync(log) ? '' : ': none was started (background-build.ts start)'}.`);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (existsSync(log)) process.stdout.write(readFileSync(log, 'utf8'));
  const code = Number(readFileSync(status, 'utf8').trim());
  console.log(`[background-build] ${dir}: the build ended ${code === 0 ? 'well' : `with exit code ${code}`}, ${Math.round((Date.now() - started) / 1000)} s after this server's turn came.`);
  return code;
}

const [command, dir, address, languages] = process.argv.slice(2);
if (command === 'start' && dir && address && languages) start(dir, address, languages);
else if (command === 'await' && dir) wait(dir).then((code) => process.exit(code));
else {
  console.error('Usage: background-build.ts start <export dir> <site address> <languages> | await <export dir>');
  process.exit(2);
}
