import { absent, SECTION_KEYS, SECTIONS, type Section, type SectionKey } from './mapping';
import type { Item, Reading, Responsibility } from './read';

export type Cell = string | null | boolean | number | string[] | { jsonb: Responsibility[] };
export type TableRows = { section: SectionKey; table: string; columns: string[]; rows: Cell[][] };

/** The default language's words a row is written with: "Present", as lib/i18n/<default>.ts has it. */
export type RowWords = { present: string };

const year = (date: string | null) => (date ? date.slice(0, 4) : '');

/** "2016 – 2018", "2016 – Present", or "2016" for a role that began and ended in one year. */
function timeframe(start: string | null, end: string | null, words: RowWords): string {
  if (!start) return end ? year(end) : '';
  if (!end) return `${year(start)} – ${words.present}`;
  return year(start) === year(end) ? year(start) : `${year(start)} – ${year(end)}`;
}

function isGitHub(address: string): boolean {
  const host = new URL(address).hostname.toLowerCase();
  return host === 'github.com' || host === 'www.github.com';
}

/** The columns a section's fields fill, each once, then those written from them. */
function columnsOf(section: Section): string[] {
  const mapped = Object.values(section.fields).map((field) => field.column);
  return ['id', ...new Set(mapped), ...Object.keys(section.derived ?? {})];
}

function rowOf(key: SectionKey, item: Item, id: number, words: RowWords): Record<string, Cell> {
  const section: Section = SECTIONS[key];
  const row: Record<string, Cell> = { id };
  // In the declaration's order, so that a later key for the same column (x-markdown, x-github) wins.
  for (const [field, { column, kind }] of Object.entries(section.fields)) {
    const value = item.values[field];
    if (value !== undefined) row[column] = kind === 'responsibilities' ? { jsonb: value as Responsibility[] } : (value as string | string[]);
    else if (!(column in row)) row[column] = kind === 'responsibilities' ? { jsonb: [] } : absent(kind);
  }
  if (key === 'projects') {
    const website = row.website_link as string | null;
    const github = row.github_link as string | null;
    // Our export repeats a GitHub-only project's link in url and x-github: one link, not two.
    if (website && (website === github || (isGitHub(website) && !github))) {
      row.github_link = website;
      row.website_link = null;
    }
  }
  if (key === 'work') {
    const [start, end] = [row.start_date as string | null, row.end_date as string | null];
    row.timeframe = timeframe(start, end, words);
    row.is_current_role = end === null;
    // Our export writes a role's responsibilities' labels as its highlights when it has none of its own.
    const labels = (row.responsibilities as { jsonb: Responsibility[] }).jsonb.map((item) => item.label);
    const highlights = row.highlights as string[];
    if (labels.length > 0 && highlights.length === labels.length && highlights.every((text, index) => text === labels[index])) row.highlights = [];
  }
  return row;
}

/** Every section's rows, ids 1..n in the file's order; a section with no items has no rows. */
export function toRows(reading: Reading, words: RowWords): TableRows[] {
  return SECTION_KEYS.map((key) => {
    const section: Section = SECTIONS[key];
    const columns = columnsOf(section);
    const rows = reading.sections[key].map((item, index) => {
      const row = rowOf(key, item, index + 1, words);
      return columns.map((column) => row[column] ?? null);
    });
    return { section: key, table: section.table, columns, rows };
  });
}
