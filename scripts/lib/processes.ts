import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { ROOT } from './root';

type Env = Record<string, string>;
export type Started = ChildProcessByStdio<null, Readable, Readable>;

export { ROOT };

function spawnInRoot(command: string, args: string[], env: Env): Started {
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function run(command: string, args: string[], env: Env = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnInRoot(command, args, env);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/** Starts a long-running process and resolves with it once its output matches `ready`. */
export function start(command: string, args: string[], ready: RegExp, env: Env = {}): Promise<Started> {
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

/** The embedded backend's HTTP server, on `port` (default 54321, the Supabase CLI's), once it is ready. */
export function startEmbeddedBackend(port?: number): Promise<Started> {
  return start('node', ['--import', 'tsx', 'scripts/backend.mjs'], /Embedded backend ready/, port ? { EMBEDDED_BACKEND_PORT: String(port) } : {});
}

/** A static export served by scripts/serve.mjs (wrangler pages dev) on `port`, once it is serving. */
export function serveExport(dir: string, port: number, { base = '', cache = false }: { base?: string; cache?: boolean } = {}): Promise<Started> {
  const args = ['--import', 'tsx', 'scripts/serve.mjs', '--dir', dir, '--port', String(port), '--base', base];
  return start('node', cache ? [...args, '--cache'] : args, /Serving/);
}

/** Held open together until all are known, so the system cannot hand out one port twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => resolve());
          }),
      ),
    );
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))));
  }
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0]!;

/**
 * npm's `sh -c` dies of a SIGTERM without passing it on, which would orphan what the script started;
 * an orphan gets a new parent, so watching the parent catches it.
 */
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
