import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { profile } from '@/tests/fixtures/profile';
import { CHROMIUM_ARGS, findChromium } from '@/scripts/lib/chromium';
import { freePort } from '@/scripts/lib/processes';
import { copyProject, removeCopy } from '@/tests/helpers/project-copy';
import { descendants, killAll, type ProcessInfo, survivors } from '@/tests/helpers/process-tree';

/**
 * `npm run dev`, in a copy of the project, at the address it prints (127.0.0.1, as docs/content.md says):
 * the page hydrates and its GitHub menu opens, Next.js blocks none of its own resources, and an edit
 * to lib/profile.ts shows in the open page with no reload by hand.
 */
jest.setTimeout(300_000);

let dir: string;
let dev: ChildProcess;
let tree: ProcessInfo[] = [];
let output = '';
let browser: Browser;
let address: string;

beforeAll(async () => {
  dir = copyProject('dev');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // Not Jest's NODE_ENV=test either: `next dev` sets its own.
  for (const name of ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'SITE_URL', 'NEXT_EXPORT_DIR', 'NODE_OPTIONS', 'NODE_ENV', 'PORT']) {
    delete env[name];
  }
  dev = spawn('npm', ['run', 'dev', '--', '-p', String(port)], { cwd: dir, env, detached: true });
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Next.js prints the address it listens on, "- Local: http://127.0.0.1:<port>".
  address = await new Promise<string>((resolve, reject) => {
    const poll = setInterval(() => {
      const printed = /Local:\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (printed && /Ready in/.test(output)) {
        clearInterval(poll);
        resolve(printed);
      }
    }, 200);
    dev.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`npm run dev exited (${code}):\n${output}`));
    });
  });
  tree = [{ pid: dev.pid!, command: 'npm run dev' }, ...descendants(dev.pid!)];
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // gone
    }
    killAll(await survivors(tree, 10_000));
  }
  removeCopy(dir);
});

describe('npm run dev', () => {
  it('prints 127.0.0.1, and keeps its files in .next/dev, apart from a build\'s', () => {
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(existsSync(path.join(dir, '.next', 'dev'))).toBe(true);
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
  });

  it('serves a page that hydrates there, and shows an edit to lib/profile.ts by itself', async () => {
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // The first visit compiles the page: minutes on a slow machine.
    await page.goto(`${address}/`, { timeout: 240_000 });
    const button = page.getByRole('banner').getByRole('button', { name: 'GitHub' });
    await button.click({ timeout: 120_000 });
    await page.getByRole('menu').waitFor({ state: 'visible', timeout: 30_000 });
    // The menu is a popover, which opens without React: hydrated is when the islands have taken the gate's early clicks.
    await page.waitForFunction(() => !('__takeEarlyClicks' in window), undefined, { timeout: 120_000 });

    const name = 'Live Edit Name';
    // The copy's files are hard links to the working tree's: unlink before writing.
    rmSync(path.join(dir, 'lib', 'profile.ts'));
    writeFileSync(path.join(dir, 'lib', 'profile.ts'), `export const profile = ${JSON.stringify({ ...profile, name }, null, 2)} as const;\n`);
    await page.getByRole('banner').getByText(name, { exact: true }).waitFor({ timeout: 120_000 });

    expect(output).not.toContain('Blocked cross-origin request');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
