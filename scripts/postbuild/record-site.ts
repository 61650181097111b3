import { siteUrl } from '../../lib/config';
import { SITE_RECORD, writeSiteRecord } from '../lib/site-record';
import type { PostbuildStep } from './step';

/** Records in the export the address it was built for (scripts/lib/site-record.ts): `npm run serve` serves it at that base path. */
export const recordSiteStep: PostbuildStep = {
  name: 'record-site',
  run: (dir) => {
    const record = writeSiteRecord(dir, siteUrl());
    return [`${SITE_RECORD}: built for ${record.siteUrl}, served at ${record.basePath || '/'}.`];
  },
};
