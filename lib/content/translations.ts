import type { Locale } from '@/lib/languages/locales';
import type { Fallbacks, TextLanguage } from './fallback';
import { IssueLog, type ContentIssue, type Loaded } from './reshape';
import { isId, isRow, isText, show, translatedFields, translationKey, translationTable, type TableDeclaration, type TranslatedField } from './tables/define';

/** A field empty in a translation shows the default's text, so a half-translated row still shows a whole card. */

/** By the app's field names; '' where none, which falls back. */
export type Translation = { id: number; locale: Locale; fields: Record<string, string | string[]> };

export type PageTranslation = { locale: Locale; fallback: TextLanguage };

export type Localized<T> = { items: T[]; fields: number; fellBack: number };

type Item = { id: number } & Record<string, unknown>;

type Identified = { readonly id: number };

function translatedText(row: Record<string, unknown>, column: string, log: IssueLog): string | null {
  const value = row[column];
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : log.row(column, `is not text: ${show(value)}`);
}

/** A label past the item's list names nothing: the list lost an entry since it was translated. */
function translatedLabels(row: Record<string, unknown>, column: string, count: number, owner: string, log: IssueLog): string[] | null {
  const value = row[column];
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return log.row(column, `is not a list: ${show(value)}`);
  const labels: string[] = [];
  for (const [index, label] of value.entries()) {
    if (label !== null && label !== undefined && typeof label !== 'string') return log.row(`${column}[${index}]`, `is not text: ${show(label)}`);
    labels.push(label ?? '');
  }
  if (labels.slice(count).some((label) => isText(label))) {
    log.value(`${column}[${count}…]`, `name no ${column.replace(/_labels$/, '')}: the ${owner} has ${count}`);
  }
  return labels.slice(0, count);
}

/** A bad row is skipped whole: a half-read translation could pair a text with the wrong field. */
export function reshapeTranslations(table: TableDeclaration, rows: unknown[], items: readonly Identified[]): Loaded<Translation> {
  const name = translationTable(table) as ContentIssue['table'];
  const key = translationKey(table);
  const fields = translatedFields(table);
  const byId = new Map((items as readonly Item[]).map((item) => [item.id, item]));
  const seen = new Set<string>();
  const reshape = (row: unknown, log: IssueLog): Translation | null => {
    if (!isRow(row)) return log.row('(row)', `is not an object: ${show(row)}`);
    const id = row[key];
    if (!isId(id)) return log.row(key, `is not an integer: ${show(id)}`);
    if (!isText(row.locale)) return log.row('locale', `is missing or not text: ${show(row.locale)}`);
    const item = byId.get(id);
    if (!item) return log.row(key, `names no ${table.singular} the page shows`);
    // The primary key forbids it in the database; a source that is not one could still repeat a row.
    const pair = `${id} ${row.locale}`;
    if (seen.has(pair)) return log.row('locale', `repeats an earlier row's ${table.singular} and language`);
    seen.add(pair);
    const texts: Translation['fields'] = {};
    for (const field of fields) {
      const count = field.list && (item[field.key] as unknown[]).length;
      const text = count === null ? translatedText(row, field.column, log) : translatedLabels(row, field.column, count, table.singular, log);
      if (text === null) return null;
      texts[field.key] = text;
    }
    return { id, locale: row.locale, fields: texts };
  };
  const translations: Translation[] = [];
  const issues: ContentIssue[] = [];
  for (const row of rows) {
    const log = isRow(row) ? new IssueLog(name, row[key], row.locale) : new IssueLog(name, undefined);
    const translation = reshape(row, log);
    if (translation !== null) translations.push(translation);
    issues.push(...log.issues);
  }
  return { items: translations, issues };
}

class FieldTally {
  fields = 0;
  fellBack = 0;
  constructor(private readonly fallback: TextLanguage) {}

  pick(own: string, translated: string | undefined, marks: Fallbacks, path: string): string {
    const hasTranslation = translated !== undefined && isText(translated);
    if (hasTranslation || isText(own)) this.fields += 1;
    if (hasTranslation) return translated;
    if (isText(own)) {
      this.fellBack += 1;
      marks[path] = this.fallback;
    }
    return own;
  }

  localize(item: Item, field: TranslatedField, translated: string | string[] | undefined, marks: Fallbacks): unknown {
    const own = item[field.key];
    if (!field.list) return this.pick(own as string, translated as string | undefined, marks, field.key);
    const labels = translated as string[] | undefined;
    const textKey = field.list.key;
    if (textKey === undefined) return (own as string[]).map((text, index) => this.pick(text, labels?.[index], marks, `${field.key}.${index}`));
    return (own as Record<string, unknown>[]).map((entry, index) => ({
      ...entry,
      [textKey]: this.pick(entry[textKey] as string, labels?.[index], marks, `${field.key}.${index}.${textKey}`),
    }));
  }
}

/** The lists of texts that never translate (a project's tags): the default language's words on every page. */
const untranslatedLists = (table: TableDeclaration): string[] =>
  Object.entries(table.fields).flatMap(([key, field]) => (field.type === 'text[]' && field.translates === false ? [key] : []));

export function localize<I extends Identified>(table: TableDeclaration, items: readonly I[], translations: readonly Translation[], into: PageTranslation): Localized<I> {
  const byId = new Map(translations.filter((translation) => translation.locale === into.locale).map((translation) => [translation.id, translation]));
  const fields = translatedFields(table);
  const untranslated = untranslatedLists(table);
  const tally = new FieldTally(into.fallback);
  const localized = (items as readonly Identified[] as readonly Item[]).map((item) => {
    const translation = byId.get(item.id);
    const marks: Fallbacks = {};
    const shown: Item = { ...item };
    for (const field of fields) shown[field.key] = tally.localize(item, field, translation?.fields[field.key], marks);
    // Marked as a fallback is, so the page says their language; not counted as one: nothing could have translated them.
    for (const key of untranslated) (Array.isArray(item[key]) ? item[key] : []).forEach((_, index) => (marks[`${key}.${index}`] = into.fallback));
    return Object.keys(marks).length > 0 ? { ...shown, fallbacks: marks } : shown;
  });
  return { items: localized as unknown as I[], fields: tally.fields, fellBack: tally.fellBack };
}
