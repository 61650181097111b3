/** Types for scripts/lib/site-record.mjs, which TypeScript tests use. */
export type SiteRecord = { siteUrl: string; basePath: string };
export const SITE_RECORD: string;
export function writeSiteRecord(dir: string, siteUrl: URL): SiteRecord;
export function readSiteRecord(dir: string): SiteRecord | null;
