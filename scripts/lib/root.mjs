import { fileURLToPath } from 'node:url';

/** The project's folder, whichever folder a script or test was started from. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
