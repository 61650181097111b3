import path from 'node:path';

/**
 * The tests' content: the sample rows, kept here so that `npm run import`, which replaces
 * supabase/seed.sql, changes no test. Relative to the project, so a copy's build reads the copy's.
 */
export const SAMPLE_CONTENT = 'tests/fixtures/sample-content.sql';

/** The tests' lib/profile.ts: the profile as the project ships it, placeholders and all. */
const SAMPLE_PROFILE = 'tests/fixtures/profile.ts';

/** Where a test project's copy of a file the import writes comes from: the tests' own, not the owner's. */
export const sampleOf = (file: string): string => ({ 'supabase/seed.sql': SAMPLE_CONTENT, 'lib/profile.ts': SAMPLE_PROFILE })[file] ?? file;

/** The seed file the embedded backend runs in `dir`: EMBEDDED_SEED's, else supabase/seed.sql. */
export const seedIn = (dir: string): string => path.join(dir, process.env.EMBEDDED_SEED || path.join('supabase', 'seed.sql'));

