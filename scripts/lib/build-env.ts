// Imported first by the scripts around a build (clean, harden, compile hints, size, serve): they
// read what the build reads (SITE_URL, NEXT_EXPORT_DIR, the Supabase variables), so they load it
// the way `next build` does, with Next.js's own loader: the environment first, then
// .env.production.local, .env.local, .env.production and .env. Without this, a SITE_URL kept in
// .env.local would give the build a base path and _headers none.
// (@next/env comes with next; it is Next.js's documented way to load its env files elsewhere.)
import { loadEnvConfig } from '@next/env';

import { ROOT } from './root';

loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
