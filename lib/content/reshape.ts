import type { ContentIssue, Loaded, Project, Responsibility, Role } from './types';

/** Never throws on bad content: a row missing its identity is dropped, a bad optional value defaulted, and each issue names the row. */

export type Row = Record<string, unknown>;
type Table = ContentIssue['table'];

/** The issues of one row; a translation row's also name its language. */
export class IssueLog {
  readonly issues: ContentIssue[] = [];
  constructor(
    private readonly table: Table,
    private readonly id: unknown,
    private readonly locale?: unknown,
  ) {}

  value(field: string, problem: string): void {
    this.issues.push(this.issue(field, problem, 'value'));
  }

  row(field: string, problem: string): null {
    this.issues.push(this.issue(field, problem, 'row'));
    return null;
  }

  private issue(field: string, problem: string, dropped: ContentIssue['dropped']): ContentIssue {
    return { table: this.table, id: this.id, ...(this.locale !== undefined && { locale: this.locale }), field, problem, dropped };
  }
}

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function reshapeAll<T>(table: Table, rows: unknown[], reshapeRow: (row: Row, log: IssueLog) => T | null): Loaded<T> {
  const items: T[] = [];
  const issues: ContentIssue[] = [];
  for (const row of rows) {
    const log = new IssueLog(table, isRow(row) ? row.id : undefined);
    const item = isRow(row) ? reshapeRow(row, log) : log.row('(row)', `is not an object: ${show(row)}`);
    if (item !== null) items.push(item);
    issues.push(...log.issues);
  }
  return { items, issues };
}

function optionalText(row: Row, field: string, log: IssueLog): string {
  const value = row[field];
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  log.value(field, `is not text: ${show(value)}`);
  return '';
}

/** Links become `href`s, so anything but absolute http(s) is a broken link at best and a script at worst. */
function optionalLink(row: Row, field: string, log: IssueLog): string {
  const value = optionalText(row, field, log).trim();
  if (value === '') return '';
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol === 'http:' || protocol === 'https:') return value;
  log.value(field, `is not an http(s) URL: ${show(value)}`);
  return '';
}

/** A list column: empty when null, and when not a list (logged). */
function listField(row: Row, field: string, log: IssueLog): unknown[] {
  const value = row[field];
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value;
  log.value(field, `is not a list: ${show(value)}`);
  return [];
}

function tagList(row: Row, log: IssueLog): string[] {
  return listField(row, 'tags', log).filter((tag: unknown, index) => {
    if (isText(tag)) return true;
    log.value(`tags[${index}]`, `is not text: ${show(tag)}`);
    return false;
  }) as string[];
}

function reshapeProject(row: Row, log: IssueLog): Project | null {
  if (!isId(row.id)) return log.row('id', `is not an integer: ${show(row.id)}`);
  if (!isText(row.title)) return log.row('title', `is missing or not text: ${show(row.title)}`);
  return {
    id: row.id,
    title: row.title,
    shortDescription: optionalText(row, 'short_description', log),
    websiteLink: optionalLink(row, 'website_link', log),
    githubLink: optionalLink(row, 'github_link', log),
    tags: tagList(row, log),
  };
}

function responsibilityList(row: Row, log: IssueLog): Responsibility[] {
  const items: Responsibility[] = [];
  listField(row, 'responsibilities', log).forEach((item: unknown, index) => {
    const field = `responsibilities[${index}]`;
    if (!isRow(item)) return log.value(field, `is not an object: ${show(item)}`);
    if (!isText(item.label)) return log.value(`${field}.label`, `is missing or not text: ${show(item.label)}`);
    const amount = item.value;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
      return log.value(`${field}.value`, `is not a finite number ≥ 0: ${show(amount)}`);
    }
    items.push({ label: item.label, value: amount });
  });
  return items;
}

function reshapeRole(row: Row, log: IssueLog): Role | null {
  if (!isId(row.id)) return log.row('id', `is not an integer: ${show(row.id)}`);
  for (const field of ['company', 'timeframe', 'title'] as const) {
    if (!isText(row[field])) return log.row(field, `is missing or not text: ${show(row[field])}`);
  }
  let isCurrentRole = false;
  if (typeof row.is_current_role === 'boolean') isCurrentRole = row.is_current_role;
  else if (row.is_current_role !== null && row.is_current_role !== undefined) {
    log.value('is_current_role', `is not true or false: ${show(row.is_current_role)}`);
  }
  return {
    id: row.id,
    company: row.company as string,
    timeframe: row.timeframe as string,
    title: row.title as string,
    description: optionalText(row, 'description', log),
    isCurrentRole,
    responsibilities: responsibilityList(row, log),
  };
}

export function reshapeProjects(rows: unknown[]): Loaded<Project> {
  return reshapeAll('projects', rows, reshapeProject);
}

export function reshapeRoles(rows: unknown[]): Loaded<Role> {
  const loaded = reshapeAll('roles', rows, reshapeRole);
  loaded.items.sort((a, b) => a.id - b.id);
  return loaded;
}

/** The column each table's rows are named by in a warning. */
const KEY_COLUMN: Record<Table, string> = {
  projects: 'id',
  roles: 'id',
  project_translations: 'project_id',
  role_translations: 'role_id',
};

export function describeIssue(issue: ContentIssue): string {
  const outcome = issue.dropped === 'row' ? 'row skipped' : 'value dropped';
  const locale = 'locale' in issue ? ` locale=${show(issue.locale)}` : '';
  return `[content] ${issue.table} ${KEY_COLUMN[issue.table]}=${show(issue.id)}${locale}: ${issue.field} ${issue.problem}; ${outcome}`;
}
