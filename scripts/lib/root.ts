import path from 'node:path';

/**
 * The project's folder, whichever folder a script or test was started from. (__dirname: tsx, Jest
 * and Next.js's compile of next.config.ts all load this file as CommonJS.)
 */
export const ROOT = path.resolve(__dirname, '../..');
