import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { descendants, killAll, portTaken, type ProcessInfo, survivors } from '@/tests/helpers/process-tree';
import { freePort } from './lib/processes';
import { ROOT } from './lib/root';

/**
 * A wrangler that dies while serving (one once exited mid-way through an e2e run, and every test after
 * it failed against a dead port) is started again on the same port, with a loud line saying so, up to
 * three times; past that, serve stops, naming what it served. Asked to stop while restarting, it stops.
 */
jest.setTimeout(60_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-restart-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>the export</title>');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

type Server = {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Every process seen below serve, so that none is left once it stops. */
  seen: ProcessInfo[];
};

/** serve.mjs on a port of its own, once it serves. */
async function serve(): Promise<Server> {
  const port = await freePort();
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // Jest's
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--dir', dir, '--port', String(port), '--base', ''], { cwd: ROOT, env });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: Server = { child, port, output: () => output, seen: [] };
  await said(server, /^Serving /m);
  return server;
}

/** Resolves once serve's output has matched `pattern` `count` times; rejects if it exits first. */
function said(server: Server, pattern: RegExp, count = 1, timeoutMs = 45_000): Promise<void> {
  const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const output = server.output();
      if ((output.match(global) ?? []).length >= count) finish(resolve);
      else if (server.child.exitCode !== null) finish(() => reject(new Error(`serve.mjs exited (${server.child.exitCode}) before saying ${pattern}:\n${output}`)));
      else if (Date.now() - started > timeoutMs) finish(() => reject(new Error(`serve.mjs did not say ${pattern} within ${timeoutMs} ms:\n${output}`)));
    }, 100);
    const finish = (then: () => void) => {
      clearInterval(poll);
      then();
    };
  });
}

/** The processes below serve now, remembered for the end. */
function tree(server: Server): ProcessInfo[] {
  const now = descendants(server.child.pid!);
  server.seen.push(...now);
  return now;
}

/** The wrangler serve started, its own child. */
function wrangler(server: Server): ProcessInfo {
  const found = tree(server).find((info) => /bin\/wrangler\.js pages dev/.test(info.command));
  if (!found) throw new Error(`No wrangler below serve.mjs:\n${server.output()}`);
  return found;
}

/** The workerd that holds the port: wrangler runs on when it dies. */
function portHolder(server: Server): ProcessInfo {
  const found = tree(server).find((info) => /\bworkerd serve\b/.test(info.command) && info.command.includes(`=127.0.0.1:${server.port} `));
  if (!found) throw new Error(`No workerd on port ${server.port} below serve.mjs:\n${server.output()}`);
  return found;
}

/** serve's temporary folder, from wrangler's command line. */
const workspace = (server: Server) => path.dirname(/pages dev (\S+)/.exec(wrangler(server).command)![1]!);

async function page(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/`);
  expect(response.status).toBe(200);
  return response.text();
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
}

const loudLine = (port: number, what: string, restart: number) =>
  new RegExp(`^\\[serve\\] wrangler ${what} while serving \\S+ at http://127\\.0\\.0\\.1:${port}/; restarting \\(${restart} of 3\\)\\. The end of its log:\\n`, 'm');

it('restarts a wrangler that dies, on the same port and saying so, three times, then stops naming what it served', async () => {
  const server = await serve();
  const { child, port } = server;
  const folder = workspace(server);
  try {
    process.kill(wrangler(server).pid, 'SIGKILL');
    await said(server, loudLine(port, 'exited \\(SIGKILL\\)', 1));
    expect(server.output()).toMatch(/The end of its log:\n[\s\S]*Starting local server/);
    await said(server, /^\[serve\] wrangler serves .* again\.$/m);
    expect(await page(port)).toContain('the export');

    // Its port's workerd gone, wrangler runs on and the port refuses every connection.
    process.kill(portHolder(server).pid, 'SIGKILL');
    await said(server, loudLine(port, `stopped answering \\(nothing listens on port ${port} any more\\)`, 2));
    await said(server, /^\[serve\] wrangler serves .* again\.$/m, 2);
    expect(await page(port)).toContain('the export');

    process.kill(wrangler(server).pid, 'SIGKILL');
    await said(server, loudLine(port, 'exited \\(SIGKILL\\)', 3));
    await said(server, /^\[serve\] wrangler serves .* again\.$/m, 3);
    expect(await page(port)).toContain('the export');

    process.kill(wrangler(server).pid, 'SIGKILL');
    expect(await exited(child)).not.toBe(0);
    expect(server.output()).toContain(
      `[serve] wrangler exited (SIGKILL) while serving ${path.relative(ROOT, dir)}/ at http://127.0.0.1:${port}/, its 3 restarts in 10 minutes used up: serve stops, and http://127.0.0.1:${port} no longer answers.`,
    );
    expect(await survivors(server.seen)).toEqual([]);
    expect(await portTaken(port)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  } finally {
    child.kill('SIGKILL');
    killAll(server.seen);
  }
}, 150_000);

it('stops when asked while restarting, leaving nothing behind', async () => {
  const server = await serve();
  const { child, port } = server;
  const folder = workspace(server);
  try {
    process.kill(wrangler(server).pid, 'SIGKILL');
    await said(server, loudLine(port, 'exited \\(SIGKILL\\)', 1));
    tree(server);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(await survivors(server.seen)).toEqual([]);
    expect(await portTaken(port)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  } finally {
    child.kill('SIGKILL');
    killAll(server.seen);
  }
});
