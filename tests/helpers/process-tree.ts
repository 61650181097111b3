import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

export type ProcessInfo = { pid: number; command: string };

/** Every process below `pid`, children first, as `ps` lists them now. */
export function descendants(pid: number): ProcessInfo[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), command: match[3]! }));
  const found: ProcessInfo[] = [];
  const parents = [pid];
  while (parents.length > 0) {
    const parent = parents.shift()!;
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, command: row.command });
      parents.push(row.pid);
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes of `processes` still running after up to `timeoutMs`. */
export async function survivors(processes: ProcessInfo[], timeoutMs = 15_000): Promise<ProcessInfo[]> {
  const deadline = Date.now() + timeoutMs;
  let left = processes.filter((info) => alive(info.pid));
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    left = left.filter((info) => alive(info.pid));
  }
  return left;
}

/** Whether something still listens on 127.0.0.1:`port`. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
}

/** Ends whatever of `processes` is still running (after a failed test), by pid. */
export function killAll(processes: ProcessInfo[]): void {
  for (const info of processes) {
    try {
      process.kill(info.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
}

/**
 * Every process whose command line names the folder `dir` or a path in it: not a sibling whose name
 * starts alike (.build-tests/owner-react beside .build-tests/owner), which a test running beside may own.
 */
export function processesMentioning(dir: string): ProcessInfo[] {
  const named = new RegExp(`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![^/\\s'"])`);
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && named.test(match[2]!) && Number(match[1]) !== process.pid)
    .map((match) => ({ pid: Number(match[1]), command: match[2]! }));
}
