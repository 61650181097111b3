import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/processes';
import { SITE_RECORD, writeSiteRecord } from './lib/site-record';
import { ROOT } from './lib/root';

/**
 * `npm run serve` serves an export at the base path its build recorded, whatever SITE_URL says by
 * then (the owner's case: `SITE_URL=https://owner.github.io/portfolio npm start`, later a plain
 * `npm run serve`), and refuses a --base that contradicts the build.
 */
jest.setTimeout(60_000);

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serve-base-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>the sub-path build</title>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>not found</title>');
  writeSiteRecord(dir, new URL('https://owner.github.io/portfolio/'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** serve.mjs as `npm run serve` runs it, with no SITE_URL in its environment. */
function serve(args: string[]): { child: ChildProcess; output: () => string } {
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // Jest's
  delete env.SITE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.mjs', '--dir', dir, ...args], { cwd: ROOT, env });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Resolves once serve.mjs says it is serving; rejects if it exits first. */
function serving(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (!output().includes('Serving')) return;
      clearInterval(poll);
      resolve();
    }, 100);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`serve.mjs exited (${code}):\n${output()}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));
}

it(`records the address in ${SITE_RECORD}`, () => {
  expect(writeSiteRecord(dir, new URL('https://owner.github.io/portfolio/'))).toEqual({
    siteUrl: 'https://owner.github.io/portfolio/',
    basePath: '/portfolio',
  });
});

it('serves a sub-path build at its sub-path, and says where', async () => {
  const port = await freePort();
  const { child, output } = serve(['--port', String(port)]);
  try {
    await serving(child, output);
    expect(output()).toContain(`(built for https://owner.github.io/portfolio/) at http://127.0.0.1:${port}/portfolio/`);
    const page = await fetch(`http://127.0.0.1:${port}/portfolio/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the sub-path build');
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
});

it.each([[''], ['/'], ['/other']])('refuses --base "%s", which contradicts the build, saying why', async (base) => {
  const { child, output } = serve(['--port', String(await freePort()), '--base', base]);
  expect(await exited(child)).toBe(2);
  expect(output()).toContain('was built for https://owner.github.io/portfolio/, so it is served under /portfolio');
  expect(output()).toContain('leave --base out');
  expect(output()).not.toContain('Serving');
});

it('takes a --base that agrees with the build', async () => {
  const port = await freePort();
  const { child, output } = serve(['--port', String(port), '--base', '/portfolio/']);
  try {
    await serving(child, output);
    expect(output()).toContain(`at http://127.0.0.1:${port}/portfolio/`);
  } finally {
    child.kill('SIGTERM');
    await exited(child);
  }
});
