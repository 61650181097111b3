// `npm run test:live -- <url>` (docs/testing.md, "Check the live site").
import './lib/build-env.ts';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'expect-build-id': { type: 'string' },
    'site-url': { type: 'string' },
  },
});
const url = positionals[0] ?? process.env.LIVE_URL;
if (!url || positionals.length > 1) {
  console.error('Usage: npm run test:live -- <url> [--expect-build-id <id>] [--site-url <url the site was built for>]');
  process.exit(2);
}

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', '--config', 'playwright.live.config.ts'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: {
    ...process.env,
    LIVE_URL: url,
    ...(values['expect-build-id'] && { EXPECTED_BUILD_ID: values['expect-build-id'] }),
    ...(values['site-url'] && { LIVE_SITE_URL: values['site-url'] }),
  },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
