import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';

/**
 * The e2e suite's multilingual site, built beside the site in the working tree. Playwright starts its
 * web servers one after another, so the first site's command runs `start` before its own build (and
 * `stop` when that fails), and the multilingual site's command runs `await`, which prints the build's
 * output and fails as it did. It builds in a copy of the project (build-in-copy.ts), with a .next
 * of its own.
 *
 *   node --import tsx tests/helpers/background-build.ts start <export dir> <site address> <languages>
 *   node --import tsx tests/helpers/background-build.ts await|stop <export dir>
 */
// Under the web server's own timeout (playwright.config.ts), so that a hung build's output is shown.
const AWAIT_MS = 420_000;

const files = (dir: string) => {
  const base = path.join(ROOT, `${dir.replace(/\/+$/, '')}.background`);
  return { log: `${base}.log`, status: `${base}.status`, pid: `${base}.pid` };
};

/** An earlier run's build, still going (a run stopped midway), would write into the same folders. */
function stop(dir: string): void {
  const { pid } = files(dir);
  if (!existsSync(pid)) return;
  try {
    process.kill(-Number(readFileSync(pid, 'utf8')), 'SIGTERM');
  } catch {
    // Ended already.
  }
  rmSync(pid, { force: true });
}

function start(dir: string, address: string, languages: string): void {
  stop(dir);
  const { log, status, pid } = files(dir);
  rmSync(status, { force: true });
  mkdirSync(path.dirname(log), { recursive: true });
  const output = openSync(log, 'w');
  // The shell writes the status once the build has ended; in a process group of its own, which `stop` ends.
  const script = `"${process.execPath}" --import tsx tests/helpers/build-in-copy.ts "$0"; echo $? > "$1"`;
  const child = spawn('bash', ['-c', script, languages, status], { cwd: ROOT, env: { ...process.env, NEXT_EXPORT_DIR: dir, SITE_URL: address }, stdio: ['ignore', output, output], detached: true });
  writeFileSync(pid, String(child.pid));
  child.unref();
  closeSync(output);
  console.log(`[background-build] building ${dir} in ${languages} beside the next build (output: ${path.relative(ROOT, log)})`);
}

async function wait(dir: string): Promise<number> {
  const { log, status, pid } = files(dir);
  const started = Date.now();
  const output = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  while (!existsSync(status) || readFileSync(status, 'utf8').trim() === '') {
    if (Date.now() - started > AWAIT_MS) {
      process.stdout.write(output());
      console.error(`[background-build] no build of ${dir} ended within ${AWAIT_MS / 1000} s${existsSync(log) ? '' : ': none was started (background-build.ts start)'}.`);
      stop(dir);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  rmSync(pid, { force: true });
  process.stdout.write(output());
  const code = Number(readFileSync(status, 'utf8').trim());
  console.log(`[background-build] ${dir}: the build ended ${code === 0 ? 'well' : `with exit code ${code}`}, ${Math.round((Date.now() - started) / 1000)} s after this server's turn came.`);
  return code;
}

const [command, dir, address, languages] = process.argv.slice(2);
if (command === 'start' && dir && address && languages) start(dir, address, languages);
else if (command === 'stop' && dir) stop(dir);
else if (command === 'await' && dir) wait(dir).then((code) => process.exit(code));
else {
  console.error('Usage: background-build.ts start <export dir> <site address> <languages> | await <export dir> | stop <export dir>');
  process.exit(2);
}
