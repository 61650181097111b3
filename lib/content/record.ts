import { textLanguage, type Fallbacks, type LanguageMark } from './fallback';
import { CONTENT_TABLES, type ContentItems, type ContentTable } from './tables';
import type { PartLabel, RecordView } from './tables/define';

/** A text as a record shows it, with the language it is in where that is not the page's. */
export type Shown = { text: string; mark: LanguageMark };

/** One row as every renderer reads it: the page's section, the printed résumé and resume.pdf. */
export type RecordShown = {
  key: string;
  title: Shown;
  links: string[];
  meta: (Shown & { label?: PartLabel })[];
  /** ISO dates: one, or a period's start and end ('' for an end not given). */
  dates: { date: string } | { start: string; end: string } | null;
  summary: (Shown & { markdown: boolean }) | null;
  items: Shown[];
  chips: { label?: PartLabel; list: Shown[] } | null;
};

type Row = Record<string, unknown> & { fallbacks?: Fallbacks };

const textAt = (row: Row, field: string): string => (typeof row[field] === 'string' ? (row[field] as string) : '');
const listAt = (row: Row, field: string): string[] => (Array.isArray(row[field]) ? (row[field] as unknown[]).filter((item): item is string => typeof item === 'string') : []);
const shown = (row: Row, field: string, path = field): Shown => ({ text: textAt(row, field), mark: textLanguage(row, path) });
const listShown = (row: Row, field: string): Shown[] => listAt(row, field).map((text, index) => ({ text, mark: textLanguage(row, `${field}.${index}`) }));
const fieldOf = (part: string | { field: string }) => (typeof part === 'string' ? part : part.field);
const labelOf = (part: string | { label?: PartLabel }) => (typeof part === 'string' ? {} : part.label ? { label: part.label } : {});

function datesOf(view: RecordView, row: Row): RecordShown['dates'] {
  const [start, end] = view.dates ?? [];
  if (start === undefined) return null;
  if (end === undefined) return textAt(row, start) ? { date: textAt(row, start) } : null;
  return textAt(row, start) || textAt(row, end) ? { start: textAt(row, start), end: textAt(row, end) } : null;
}

/** Reads a row by its table's record view: what its title, meta line, dates, summary, items, chips and links are. */
export function recordOf(view: RecordView, row: Row): RecordShown {
  const summary = view.summary && fieldOf(view.summary);
  const chips = view.chips && listShown(row, fieldOf(view.chips));
  return {
    key: String(row.id),
    title: shown(row, view.title),
    links: (view.links ?? []).map((field) => textAt(row, field)).filter(Boolean),
    meta: (view.meta ?? []).flatMap((part) => {
      const field = fieldOf(part);
      return textAt(row, field) ? [{ ...shown(row, field), ...labelOf(part) }] : [];
    }),
    dates: datesOf(view, row),
    summary: summary && textAt(row, summary) ? { ...shown(row, summary), markdown: typeof view.summary === 'object' } : null,
    items: view.items ? listShown(row, view.items) : [],
    chips: chips && chips.length > 0 ? { ...labelOf(view.chips!), list: chips } : null,
  };
}

/** A declared table that reads as a record, with its view. */
export type RecordTable = ContentTable & { record: RecordView };

/** The tables that read as records, in the declared order. */
export const RECORD_TABLES = CONTENT_TABLES.filter((table): table is RecordTable => 'record' in table && table.record !== undefined);

/** The records of one table's rows. */
export const recordsOf = (table: RecordTable, content: Partial<ContentItems>): RecordShown[] =>
  ((content[table.name] ?? []) as readonly Row[]).map((row) => recordOf(table.record, row));
