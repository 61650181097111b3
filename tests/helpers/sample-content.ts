import path from 'node:path';

/**
 * The tests' content: the sample rows, kept here so that `npm run import`, which replaces
 * supabase/seed.sql, changes no test. The tests' embedded backends run it (`seedFile`, `--seed`),
 * and a project copy's supabase/seed.sql is it. Relative to the project.
 */
export const SAMPLE_CONTENT = 'tests/fixtures/sample-content.sql';

/** The tests' lib/profile.ts: the profile as the project ships it, placeholders and all. */
const SAMPLE_PROFILE = 'tests/fixtures/profile.ts';

/** Where a test project's copy of a file the import writes comes from: the tests' own, not the owner's. */
export const sampleOf = (file: string): string => ({ 'supabase/seed.sql': SAMPLE_CONTENT, 'lib/profile.ts': SAMPLE_PROFILE })[file] ?? file;

/** The seed file the embedded backend runs in a project copy `dir`: its supabase/seed.sql, the tests' content (project-copy.ts). */
export const seedIn = (dir: string): string => path.join(dir, 'supabase', 'seed.sql');

