// Always a root: measured sites are served at a local port's root, where a base path would be refused.
export const MEASURED_SITE_URL = 'https://example.com';
