// Import first in scripts around a build, so that they read .env files as `next build` does.
import { loadEnvConfig } from '@next/env';

import { ROOT } from './root';

loadEnvConfig(ROOT, false, { info: () => {}, error: console.error });
