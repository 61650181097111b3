import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a build records in its export about where it is to be published, so that `npm run serve`
 * serves it at the base path it was built for, whatever SITE_URL says by then. A dotfile: it
 * names nothing secret (the site's own address), and hosts serve it like any other file.
 */
export const SITE_RECORD = '.site.json';

export type SiteRecord = { siteUrl: string; basePath: string };

/** Writes the record of an export built for `siteUrl` (a URL whose path is the base path). */
export function writeSiteRecord(dir: string, siteUrl: URL): SiteRecord {
  const record: SiteRecord = { siteUrl: siteUrl.href, basePath: siteUrl.pathname.replace(/\/$/, '') };
  writeFileSync(path.join(dir, SITE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/**
 * The record of the export in `dir`: { siteUrl, basePath }, or null for an export without one (made
 * before builds wrote it, or by hand). A record that cannot be read is an error worth stopping for.
 */
export function readSiteRecord(dir: string): SiteRecord | null {
  const file = path.join(dir, SITE_RECORD);
  if (!existsSync(file)) return null;
  const record: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const fields = record as Partial<Record<keyof SiteRecord, unknown>> | null;
  if (typeof fields?.siteUrl !== 'string' || typeof fields?.basePath !== 'string') {
    throw new Error(`${file} is not a site record ({ "siteUrl": ..., "basePath": ... }): rebuild the site.`);
  }
  return { siteUrl: fields.siteUrl, basePath: fields.basePath };
}
