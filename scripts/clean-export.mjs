// Runs before every build: Next.js writes out/ only on success but never removes an old one, so
// without this a failed build would leave the previous export in place, ready to be published.
import { rmSync } from 'node:fs';

rmSync(new URL('../out', import.meta.url), { recursive: true, force: true });
