// Import first in scripts around a build, so they load .env files as `next build` does: otherwise a
// SITE_URL kept in .env.local would give the build a base path and _headers none.
import { loadEnvConfig } from '@next/env';

import { ROOT } from './root';

loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
