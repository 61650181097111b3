import { absent, SECTIONS, type Section } from './mapping';
import type { Item, Reading, Responsibility } from './read';

export type Cell = string | null | boolean | number | string[] | { jsonb: Responsibility[] };
export type TableRows = { section: string; table: string; columns: string[]; rows: Cell[][] };

/** The default language's words a row is written with: "Present", as lib/i18n/<default>.ts has it. */
export type RowWords = { present: string };

/** The columns a section's fields fill, each once, then those written from them. */
function columnsOf(section: Section): string[] {
  const mapped = Object.values(section.fields).map((field) => field.column);
  return ['id', ...new Set(mapped), ...Object.keys(section.derived ?? {})];
}

function rowOf(section: Section, item: Item, id: number, words: RowWords): Record<string, Cell> {
  const row: Record<string, Cell> = { id };
  // In the declaration's order, so that a later key for the same column (x-markdown, x-github) wins.
  for (const [field, { column, kind }] of Object.entries(section.fields)) {
    const value = item.values[field];
    if (value !== undefined) row[column] = kind === 'responsibilities' ? { jsonb: value as Responsibility[] } : (value as string | string[]);
    else if (!(column in row)) row[column] = kind === 'responsibilities' ? { jsonb: [] } : absent(kind);
  }
  section.declaration.resume.read?.(row, words);
  return row;
}

/** Every section's rows, ids 1..n in the file's order; a section with no items has no rows. */
export function toRows(reading: Reading, words: RowWords): TableRows[] {
  return SECTIONS.map((section) => {
    const columns = columnsOf(section);
    const rows = (reading.sections[section.table] ?? []).map((item, index) => {
      const row = rowOf(section, item, index + 1, words);
      return columns.map((column) => row[column] ?? null);
    });
    return { section: section.section, table: section.table, columns, rows };
  });
}
