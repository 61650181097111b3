import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { descendants, killAll, portTaken, type ProcessInfo, survivors } from '@/tests/helpers/process-tree';
import { freePort } from './lib/processes';
import { ROOT } from './lib/root';

/**
 * Ctrl-C or SIGTERM to `npm run serve` stops everything it started: wrangler, and the workerd
 * that holds the port. npm passes a signal to the shell it runs the script in, which dies of it
 * without passing it on; the server must not outlive it.
 */
jest.setTimeout(60_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-stop-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>the export</title>');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run serve` in a process group of its own, as a terminal starts a command; resolves once it serves. */
async function npmRunServe(port: number): Promise<{ npm: ChildProcess; tree: ProcessInfo[] }> {
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // Jest's
  const npm = spawn('npm', ['run', 'serve', '--', '--dir', dir, '--port', String(port), '--base', ''], { cwd: ROOT, env, detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve();
    };
    npm.stdout!.on('data', onData);
    npm.stderr!.on('data', onData);
    npm.once('exit', (code) => reject(new Error(`npm run serve exited (${code}):\n${output}`)));
  });
  return { npm, tree: [{ pid: npm.pid!, command: 'npm run serve' }, ...descendants(npm.pid!)] };
}

it.each([
  ['SIGTERM to npm', (npm: ChildProcess) => npm.kill('SIGTERM')],
  ['SIGINT to its process group, as Ctrl-C in a terminal', (npm: ChildProcess) => process.kill(-npm.pid!, 'SIGINT')],
])('%s stops every process it started and frees the port', async (_how, signal) => {
  const port = await freePort();
  const { npm, tree } = await npmRunServe(port);
  try {
    expect(tree.map((info) => info.command)).toEqual(expect.arrayContaining([expect.stringMatching(/\bworkerd\b/)]));
    expect(await portTaken(port)).toBe(true);
    signal(npm);
    expect(await survivors(tree)).toEqual([]);
    expect(await portTaken(port)).toBe(false);
  } finally {
    killAll(tree);
  }
});
