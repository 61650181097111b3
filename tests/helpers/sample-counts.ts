import { CONTENT_TABLES } from '@/lib/content/tables';

/** How many rows of each table sample-content.sql holds, as the project ships it. */
const SAMPLE_ROWS: Readonly<Record<string, number>> = { projects: 6, roles: 4, education: 2, skills: 6, awards: 1, certificates: 1, publications: 1, volunteer: 1, spoken_languages: 2, interests: 1 };

/** The tables an owner added (`npm run table:new`), which the project does not ship. */
export const ADDED_TABLES: readonly string[] = CONTENT_TABLES.map((table) => table.name).filter((name) => !(name in SAMPLE_ROWS));

/**
 * The build's `[content]` counts of the sample, "6 projects, 4 roles, … and 1 interests", in CONTENT_TABLES' order; `changed` overrides some.
 * A table an owner added has the one example row `table:new` wrote into the tests' content.
 */
export function sampleCounts(changed: Readonly<Record<string, number>> = {}): string {
  const parts = CONTENT_TABLES.map((table) => `${changed[table.name] ?? SAMPLE_ROWS[table.name] ?? 1} ${table.name}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * Empties the tables an owner added, their translations with them, so that a test counting the sample's
 * translated fields counts the shipped tables' alone; the counts to give `sampleCounts` then.
 */
export async function emptyAddedTables(db: { exec: (sql: string) => Promise<unknown> }): Promise<Record<string, number>> {
  for (const name of ADDED_TABLES) await db.exec(`delete from public.${name};`);
  return Object.fromEntries(ADDED_TABLES.map((name) => [name, 0]));
}
