// Runs after every successful build (npm's postbuild): records in the export the address it was
// built for (scripts/lib/site-record.ts), which `npm run serve` reads to serve it at its base path.
import './lib/build-env.ts';
import { siteUrl } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.ts';
import { writeSiteRecord } from './lib/site-record.ts';

writeSiteRecord(exportPath(), siteUrl());
