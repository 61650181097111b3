import { CONTENT_TABLES, type TableName, type TranslationTableName } from './tables';
import { isRow, show, translationKey, translationTable, type ItemOf, type Log, type TableDeclaration } from './tables/define';

/** Never throws on bad content: a row missing its identity is dropped, a bad optional value defaulted, and each issue names the row. */

export type ContentIssue = {
  table: TableName | TranslationTableName;
  /** The row's id; a translation's <singular>_id. */
  id: unknown;
  /** A translation row's language, as the row has it. */
  locale?: unknown;
  field: string;
  problem: string;
  dropped: 'row' | 'value';
};

export type Loaded<T> = { items: T[]; issues: ContentIssue[] };

/** A skipped row keeps only the issue that skipped it. */
export class IssueLog implements Log {
  issues: ContentIssue[] = [];
  constructor(
    private readonly table: ContentIssue['table'],
    private readonly id: unknown,
    private readonly locale?: unknown,
  ) {}

  value(field: string, problem: string): void {
    this.issues.push(this.issue(field, problem, 'value'));
  }

  row(field: string, problem: string): null {
    this.issues = [this.issue(field, problem, 'row')];
    return null;
  }

  private issue(field: string, problem: string, dropped: ContentIssue['dropped']): ContentIssue {
    return { table: this.table, id: this.id, ...(this.locale !== undefined && { locale: this.locale }), field, problem, dropped };
  }
}

function reshapeRow(table: TableDeclaration, row: Record<string, unknown>, log: IssueLog): Record<string, unknown> | null {
  const item: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(table.fields)) {
    const value = field.read(row[field.column], log);
    if (value === null) return null;
    item[key] = value;
  }
  return item;
}

const compare = (a: unknown, b: unknown): number => (a === b ? 0 : (a as string) < (b as string) ? -1 : 1);

export function reshapeRows<T extends TableDeclaration>(table: T, rows: unknown[]): Loaded<ItemOf<T>> {
  const items: Record<string, unknown>[] = [];
  const issues: ContentIssue[] = [];
  for (const row of rows) {
    const log = new IssueLog(table.name as ContentIssue['table'], isRow(row) ? row.id : undefined);
    const item = isRow(row) ? reshapeRow(table, row, log) : log.row('(row)', `is not an object: ${show(row)}`);
    if (item !== null) items.push(item);
    issues.push(...log.issues);
  }
  const key = Object.entries(table.fields).find(([, field]) => field.column === table.order.column)![0];
  const direction = table.order.ascending ? 1 : -1;
  items.sort((a, b) => direction * compare(a[key], b[key]));
  return { items: items as ItemOf<T>[], issues };
}

const KEY_COLUMN = new Map<string, string>(CONTENT_TABLES.flatMap((table) => [[table.name, 'id'], [translationTable(table), translationKey(table)]]));

export function describeIssue(issue: ContentIssue): string {
  const outcome = issue.dropped === 'row' ? 'row skipped' : 'value dropped';
  const locale = 'locale' in issue ? ` locale=${show(issue.locale)}` : '';
  return `[content] ${issue.table} ${KEY_COLUMN.get(issue.table)}=${show(issue.id)}${locale}: ${issue.field} ${issue.problem}; ${outcome}`;
}
