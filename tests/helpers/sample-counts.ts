import { CONTENT_TABLES } from '@/lib/content/tables';

/** How many rows of each table sample-content.sql holds; a table it leaves empty has none. */
const SAMPLE_ROWS: Readonly<Record<string, number>> = { projects: 6, roles: 4, education: 2, skills: 6, awards: 1, certificates: 1, publications: 1, volunteer: 1, spoken_languages: 2, interests: 1 };

/** The build's `[content]` counts of the sample, "6 projects, 4 roles, … and 1 interests", in CONTENT_TABLES' order; `changed` overrides some. */
export function sampleCounts(changed: Readonly<Record<string, number>> = {}): string {
  const parts = CONTENT_TABLES.map((table) => `${changed[table.name] ?? SAMPLE_ROWS[table.name] ?? 0} ${table.name}`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
