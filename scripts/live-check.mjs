// `npm run test:live -- <url>` (or LIVE_URL=<url> npm run test:live): the Playwright checks of a
// published site (playwright.live.config.ts, live/). Its content is compared with the Supabase
// project the build used, when NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY are set
// (in the environment or the .env files a build reads); without them, structure only.
//
//   <url>               the page, e.g. https://owner.github.io/portfolio/ (or LIVE_URL)
//   --expect-build-id   wait up to 2 minutes until the page carries this build id (or EXPECTED_BUILD_ID)
//   --site-url          the address the site was built for (its SITE_URL), when the copy checked
//                       is served elsewhere, as a local one is (or LIVE_SITE_URL; default <url>)
//
// Exits non-zero when a check fails; the report names each check and its problems.
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
