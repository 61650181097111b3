import path from 'node:path';

// __dirname works because tsx, Jest and Next.js's compile of next.config.ts all load this as CommonJS.
export const ROOT = path.resolve(__dirname, '../..');
