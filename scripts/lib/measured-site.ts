/**
 * The address the measured sites (scripts/lighthouse.mjs, scripts/scale.mjs) are built for: at a
 * root, whatever lib/profile.ts says, since they are served at the root of a local port (a path
 * would be a base path the server refuses).
 */
export const MEASURED_SITE_URL = 'https://example.com';
