import { siteUrl } from '../../lib/config';
import { SITE_RECORD, writeSiteRecord } from '../lib/site-record';
import type { PostbuildStep } from './step';

/** `npm run serve` serves the export at the base path it was built for. */
export const recordSiteStep: PostbuildStep = {
  name: 'record-site',
  firstPaint: false,
  run: (dir) => {
    const record = writeSiteRecord(dir, siteUrl());
    return [`${SITE_RECORD}: built for ${record.siteUrl}, served at ${record.basePath || '/'}.`];
  },
};
