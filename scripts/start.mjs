// `npm start`. The build gets a process group of its own, so that one signal, which npm's shell would not pass on, reaches all of it.
import { spawn } from 'node:child_process';
import { stopWithParent } from './lib/processes.ts';

const build = spawn('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
let stoppedBy = null;

function stopBuild(signal) {
  if (stoppedBy) return;
  stoppedBy = signal;
  const killGroup = (sig) => {
    try {
      process.kill(-build.pid, sig);
    } catch {
      // already gone
    }
  };
  killGroup('SIGTERM');
  setTimeout(() => killGroup('SIGKILL'), 5000).unref();
}

function groupAlive() {
  try {
    process.kill(-build.pid, 0);
    return true;
  } catch {
    return false;
  }
}

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const onSignal = (signal) => stopBuild(signal);
for (const signal of signals) process.on(signal, onSignal);
const cancelWatch = stopWithParent(() => stopBuild('SIGTERM'));

const code = await new Promise((resolve) => build.on('exit', (exitCode) => resolve(exitCode ?? 1)));
for (const signal of signals) process.off(signal, onSignal);
cancelWatch();
if (stoppedBy) {
  // npm is gone; give the rest of its group a moment to finish dying, then make sure of it.
  for (let waited = 0; groupAlive() && waited < 3000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive()) process.kill(-build.pid, 'SIGKILL');
  console.error(`[start] Stopped by ${stoppedBy} before the build finished: nothing is served.`);
  process.exit(stoppedBy === 'SIGINT' ? 130 : 143);
}
if (code !== 0) process.exit(code);

await import('./serve.mjs');
