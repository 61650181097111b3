import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import type { Readable } from 'node:stream';
import { ROOT } from './root';

type Env = Record<string, string>;
export type Started = ChildProcessByStdio<null, Readable, Readable>;

export { ROOT };

function spawnInRoot(command: string, args: string[], env: Env, cwd = ROOT): Started {
  return spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** `cwd`: the project root unless another folder is given. */
export function run(command: string, args: string[], env: Env = {}, cwd = ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnInRoot(command, args, env, cwd);
    child.on('error', reject);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

function start(command: string, args: string[], ready: RegExp, env: Env = {}): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawnInRoot(command, args, env);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`)));
  });
}

/** `seedFile` in place of supabase/seed.sql: the tests' own content, where a test reads it. */
export function spawnEmbeddedBackend(port?: number, { seedFile }: { seedFile?: string } = {}): Promise<Started> {
  const args = ['--import', 'tsx', 'scripts/backend.mjs', ...(seedFile ? ['--seed', seedFile] : [])];
  return start('node', args, /Embedded backend ready/, port ? { EMBEDDED_BACKEND_PORT: String(port) } : {});
}

export function serveExport(dir: string, port: number, { base = '', cache = false }: { base?: string; cache?: boolean } = {}): Promise<Started> {
  const args = ['--import', 'tsx', 'scripts/serve.mjs', '--dir', dir, '--port', String(port), '--base', base];
  return start('node', cache ? [...args, '--cache'] : args, /Serving/);
}

/** A port taken from this range and released can be handed to anyone (workerd binds several) before its server starts. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: the IANA range, which macOS and Windows use.
  }
  return [49152, 65535];
}

const listenOn = (port: number) =>
  new Promise<Server | undefined>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** Outside the ephemeral range, held open together until all are known, so that no two are the same. */
export async function freePorts(count: number): Promise<number[]> {
  const [low, high] = ephemeralRange();
  const below: [number, number] = [10_000, low - 1];
  const above: [number, number] = [high + 1, 65_535];
  const [from, to] = below[1] - below[0] >= above[1] - above[0] ? below : above;
  const held: Server[] = [];
  try {
    for (let tries = 0; held.length < count; tries++) {
      if (tries > 200) throw new Error(`No ${count} free ports between ${from} and ${to}.`);
      const server = await listenOn(from + Math.floor(Math.random() * (to - from + 1)));
      if (server) held.push(server);
    }
    return held.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(held.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

/** npm's `sh -c` dies of a SIGTERM without passing it on; an orphan gets a new parent, which this watches for. */
export function stopWithParent(stop: () => void, intervalMs = 250): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
