import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The ports of this run's servers: the embedded backend, the site, the site under a sub-path in
 * three languages, and the plain site (Next's own export).
 * Free ports, so a running `npm run backend` (whose data the tests would change) or dev server is
 * never reused. Playwright evaluates its config in the runner and again in every worker: the
 * runner picks the ports and leaves them in the environment, which the workers inherit.
 */
const NAMES = ['E2E_BACKEND_PORT', 'E2E_SITE_PORT', 'E2E_SUBPATH_PORT', 'E2E_PLAIN_PORT'] as const;

const ROOT = path.join(__dirname, '..');
const PICK_PORTS = `require('./scripts/lib/processes.ts').freePorts(${NAMES.length}).then((ports) => process.stdout.write(ports.join(' ')));`;

if (NAMES.some((name) => !process.env[name])) {
  // In a child process of its own, because Playwright reads its config synchronously.
  const ports = execFileSync(process.execPath, ['--import', 'tsx', '-e', PICK_PORTS], { cwd: ROOT }).toString().split(' ');
  NAMES.forEach((name, index) => (process.env[name] ||= ports[index]));
}

const origin = (name: (typeof NAMES)[number]) => `http://127.0.0.1:${process.env[name]}`;

/** The embedded backend's HTTP server, standing in for a hosted Supabase. */
export const BACKEND_URL = origin('E2E_BACKEND_PORT');
/** The site, built into .e2e/site for BACKEND_URL with SITE_URL set to this address. */
export const SITE_URL = origin('E2E_SITE_PORT');
/**
 * The same site published under a sub-path, and in three languages: built into .e2e/subpath with
 * SITE_URL set to this, from a copy of the project whose locales are these (English the default;
 * the German and the right-to-left Arabic sample dictionaries of e2e/fixtures/i18n/ copied in).
 */
export const SUBPATH = '/portfolio';
export const SUBPATH_LOCALES = ['en', 'de', 'ar'] as const;
export const SUBPATH_SITE_URL = `${origin('E2E_SUBPATH_PORT')}${SUBPATH}`;
/** The site as Next wrote it, plus the CSP: built into .e2e/plain with FIRST_PAINT=framework. */
export const PLAIN_SITE_URL = origin('E2E_PLAIN_PORT');
