import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The ports of this run's servers: the embedded backend, the site, and the site under a sub-path.
 * Free ports, so a running `npm run backend` (whose data the tests would change) or dev server is
 * never reused. Playwright evaluates its config in the runner and again in every worker: the
 * runner picks the ports and leaves them in the environment, which the workers inherit.
 */
const NAMES = ['E2E_BACKEND_PORT', 'E2E_SITE_PORT', 'E2E_SUBPATH_PORT'] as const;

const PROCESSES = pathToFileURL(path.join(__dirname, '..', 'scripts', 'lib', 'processes.mjs')).href;
const PICK_PORTS = `import { freePorts } from ${JSON.stringify(PROCESSES)};
process.stdout.write((await freePorts(${NAMES.length})).join(' '));`;

if (NAMES.some((name) => !process.env[name])) {
  // In a child process of its own, because Playwright reads its config synchronously.
  const ports = execFileSync(process.execPath, ['--input-type=module', '-e', PICK_PORTS]).toString().split(' ');
  NAMES.forEach((name, index) => (process.env[name] ||= ports[index]));
}

const origin = (name: (typeof NAMES)[number]) => `http://127.0.0.1:${process.env[name]}`;

/** The embedded backend's HTTP server, standing in for a hosted Supabase. */
export const BACKEND_URL = origin('E2E_BACKEND_PORT');
/** The site, built into .e2e/site for BACKEND_URL with SITE_URL set to this address. */
export const SITE_URL = origin('E2E_SITE_PORT');
/** The same site published under a sub-path: built into .e2e/subpath with SITE_URL set to this. */
export const SUBPATH = '/portfolio';
export const SUBPATH_SITE_URL = `${origin('E2E_SUBPATH_PORT')}${SUBPATH}`;
