import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePath } from '../../lib/config';

/** Lets `npm run serve` use the build's base path whatever SITE_URL says later; it names nothing secret. */
export const SITE_RECORD = '.site.json';

export type SiteRecord = { siteUrl: string; basePath: string };

export function writeSiteRecord(dir: string, siteUrl: URL): SiteRecord {
  const record: SiteRecord = { siteUrl: siteUrl.href, basePath: basePath(siteUrl) };
  writeFileSync(path.join(dir, SITE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

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
