import type { Locale } from '@/lib/languages/locales';
import { IssueLog, isId, isRow, isText, show, type Row } from './reshape';
import type { ContentIssue, Loaded, Project, Role } from './types';

/**
 * The content in the site's other languages: optional rows beside projects and roles, whose text
 * stays the default language's. A field empty in a translation shows the default's text, field by
 * field, so a half-translated row still shows a whole card. Pure: the build and the browser share it.
 */

/** A row of project_translations; '' where the row has no text, which falls back. */
export type ProjectTranslation = {
  projectId: number;
  locale: Locale;
  title: string;
  shortDescription: string;
};

/** A row of role_translations; '' where the row has no text, which falls back. */
export type RoleTranslation = {
  roleId: number;
  locale: Locale;
  company: string;
  title: string;
  timeframe: string;
  description: string;
  /** By position in the role's responsibilities; values always come from the role. */
  responsibilityLabels: string[];
};

export type Translations = { projects: ProjectTranslation[]; roles: RoleTranslation[] };

/** The items in one language, and how many of their fields with text showed the default's. */
export type Localized<T> = { items: T[]; fields: number; fellBack: number };

type Kind = { table: 'project_translations' | 'role_translations'; idColumn: 'project_id' | 'role_id'; item: 'project' | 'role' };

const PROJECT: Kind = { table: 'project_translations', idColumn: 'project_id', item: 'project' };
const ROLE: Kind = { table: 'role_translations', idColumn: 'role_id', item: 'role' };

/**
 * Never throws on bad rows: a row with a wrong type, or naming no item the base table has, is
 * skipped whole (a half-read translation could pair a text with the wrong field), and each issue
 * names the row and its language.
 */
function reshapeAll<T>(
  kind: Kind,
  known: ReadonlySet<number>,
  rows: unknown[],
  reshapeRow: (row: Row, id: number, locale: string, log: IssueLog) => T | null,
): Loaded<T> {
  const items: T[] = [];
  const issues: ContentIssue[] = [];
  const seen = new Set<string>();
  const reshapeTranslation = (row: unknown, log: IssueLog): T | null => {
    if (!isRow(row)) return log.row('(row)', `is not an object: ${show(row)}`);
    const id = row[kind.idColumn];
    if (!isId(id)) return log.row(kind.idColumn, `is not an integer: ${show(id)}`);
    if (!isText(row.locale)) return log.row('locale', `is missing or not text: ${show(row.locale)}`);
    if (!known.has(id)) return log.row(kind.idColumn, `names no ${kind.item} the page shows`);
    // The primary key forbids it in the database; a source that is not one could still repeat a row.
    const key = `${id} ${row.locale}`;
    if (seen.has(key)) return log.row('locale', `repeats an earlier row's ${kind.item} and language`);
    seen.add(key);
    return reshapeRow(row, id, row.locale, log);
  };
  for (const row of rows) {
    const log = isRow(row) ? new IssueLog(kind.table, row[kind.idColumn], row.locale) : new IssueLog(kind.table, undefined);
    const item = reshapeTranslation(row, log);
    if (item !== null) items.push(item);
    issues.push(...log.issues);
  }
  return { items, issues };
}

/** The text fields, '' where a field has none; null, after one issue, when a field holds another type. */
function translatedTexts<F extends string>(row: Row, fields: readonly F[], log: IssueLog): Record<F, string> | null {
  const texts = {} as Record<F, string>;
  for (const field of fields) {
    const value = row[field];
    if (value !== null && value !== undefined && typeof value !== 'string') return log.row(field, `is not text: ${show(value)}`);
    texts[field] = value ?? '';
  }
  return texts;
}

export function reshapeProjectTranslations(rows: unknown[], projects: readonly Project[]): Loaded<ProjectTranslation> {
  const known = new Set(projects.map((project) => project.id));
  return reshapeAll(PROJECT, known, rows, (row, projectId, locale, log) => {
    const texts = translatedTexts(row, ['title', 'short_description'], log);
    return texts && { projectId, locale, title: texts.title, shortDescription: texts.short_description };
  });
}

export function reshapeRoleTranslations(rows: unknown[], roles: readonly Role[]): Loaded<RoleTranslation> {
  const responsibilityCount = new Map(roles.map((role) => [role.id, role.responsibilities.length]));
  return reshapeAll(ROLE, new Set(responsibilityCount.keys()), rows, (row, roleId, locale, log) => {
    const texts = translatedTexts(row, ['company', 'title', 'timeframe', 'description'], log);
    const responsibilityLabels = texts && labelList(row, responsibilityCount.get(roleId) ?? 0, log);
    return texts && responsibilityLabels && { roleId, locale, ...texts, responsibilityLabels };
  });
}

function labelList(row: Row, responsibilities: number, log: IssueLog): string[] | null {
  const value = row.responsibility_labels;
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return log.row('responsibility_labels', `is not a list: ${show(value)}`);
  const labels: string[] = [];
  for (const [index, label] of value.entries()) {
    if (label !== null && label !== undefined && typeof label !== 'string') {
      return log.row(`responsibility_labels[${index}]`, `is not text: ${show(label)}`);
    }
    labels.push(label ?? '');
  }
  // A label past the role's list names no slice: the role lost a responsibility since it was translated.
  if (labels.length > responsibilities && labels.slice(responsibilities).some((label) => isText(label))) {
    log.value(`responsibility_labels[${responsibilities}…]`, `name no responsibility: the role has ${responsibilities}`);
  }
  return labels.slice(0, responsibilities);
}

/** Counts, field by field, what shows the translation's text and what the default's. */
class FieldTally {
  fields = 0;
  fellBack = 0;

  pick(own: string, translated: string | undefined): string {
    const hasTranslation = translated !== undefined && isText(translated);
    if (hasTranslation || isText(own)) this.fields += 1;
    if (hasTranslation) return translated;
    if (isText(own)) this.fellBack += 1;
    return own;
  }

  localized<T>(items: T[]): Localized<T> {
    return { items, fields: this.fields, fellBack: this.fellBack };
  }
}

function inLocale<T extends { locale: Locale }, K>(translations: readonly T[], locale: Locale, key: (translation: T) => K): Map<K, T> {
  return new Map(translations.filter((translation) => translation.locale === locale).map((translation) => [key(translation), translation]));
}

/** The projects with each text field taken from `locale`'s translation when it has text, else their own. */
export function localizeProjects(projects: readonly Project[], translations: readonly ProjectTranslation[], locale: Locale): Localized<Project> {
  const byProject = inLocale(translations, locale, (translation) => translation.projectId);
  const tally = new FieldTally();
  const items = projects.map((project) => {
    const translation = byProject.get(project.id);
    return {
      ...project,
      title: tally.pick(project.title, translation?.title),
      shortDescription: tally.pick(project.shortDescription, translation?.shortDescription),
    };
  });
  return tally.localized(items);
}

/** The roles likewise; a responsibility's label by its position, its value (the slice) always the role's own. */
export function localizeRoles(roles: readonly Role[], translations: readonly RoleTranslation[], locale: Locale): Localized<Role> {
  const byRole = inLocale(translations, locale, (translation) => translation.roleId);
  const tally = new FieldTally();
  const items = roles.map((role) => {
    const translation = byRole.get(role.id);
    return {
      ...role,
      company: tally.pick(role.company, translation?.company),
      title: tally.pick(role.title, translation?.title),
      timeframe: tally.pick(role.timeframe, translation?.timeframe),
      description: tally.pick(role.description, translation?.description),
      responsibilities: role.responsibilities.map((responsibility, index) => ({
        label: tally.pick(responsibility.label, translation?.responsibilityLabels[index]),
        value: responsibility.value,
      })),
    };
  });
  return tally.localized(items);
}
