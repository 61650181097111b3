// Runs after every successful build (npm's postbuild): records in the export the address it was
// built for (scripts/lib/site-record.mjs), which `npm run serve` reads to serve it at its base path.
import './lib/build-env.mjs';
import { siteUrl } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.mjs';
import { writeSiteRecord } from './lib/site-record.mjs';

writeSiteRecord(exportPath(), siteUrl());
