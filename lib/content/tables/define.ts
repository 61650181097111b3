import type { Fallbacks } from '../fallback';

/** The words a content table is declared in (tables/*.ts); everything else is written once over them. */

export type Log = { value(field: string, problem: string): void; row(field: string, problem: string): null };

type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type Values = { bigint: number; text: string; boolean: boolean; 'text[]': string[]; jsonb: Json };
type SqlType = keyof Values;

/** `required`: not null and no default, so a row without it is skipped. */
type Stored = 'required' | 'defaulted' | 'nullable';

/** A list's texts translate by position, in a `text[]` of labels; `key`: the text of each of a list's objects. */
export type ListTranslation<Labels extends string = string> = { labels: Labels; key?: string };

/** How JSON Resume writes a field's value: the import reads it so, and the export writes it so. */
export type ResumeKind = 'text' | 'date' | 'url' | 'list' | 'responsibilities';

export type Field<Value = unknown, Column extends string = string, Type extends SqlType = SqlType, How extends Stored = Stored, Translates = unknown> = {
  readonly column: Column;
  readonly type: Type;
  readonly kind: ResumeKind;
  readonly stored: How;
  readonly read: (value: unknown, log: Log) => Value | null;
  readonly translates: Translates;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field at all, whatever its parameters
export type AnyField = Field<any, string, SqlType, Stored, any>;

/** JSON Resume 1.0's sections (it allows no new ones). */
export type ResumeSection = 'work' | 'projects' | 'education' | 'skills' | 'volunteer' | 'awards' | 'certificates' | 'publications' | 'languages' | 'interests';

/** A JSON Resume key's field, or the field and how it is written ("as plain text"). */
type ResumeField<Key extends string> = Key | { readonly field: Key; readonly how: string };

/** A row as the export writes it and the import reads it: JSON Resume's keys by the declaration's field names. */
type ResumeEntry = Record<string, unknown>;
/** A row as the import writes it into the seed: by column. */
type SeedRow = Record<string, unknown>;

/**
 * How the table's rows are written into, and read back from, JSON Resume: one map both ways. A section
 * fed by several tables takes each table's rows in the declared order; the export marks the rows of
 * every table but the first with theirs, and the import routes by that mark.
 */
export type ResumeMap<Key extends string = string> = {
  readonly section: ResumeSection;
  /** JSON Resume's key → the field whose value it holds. */
  readonly fields: Readonly<Record<string, ResumeField<Key>>>;
  /** Keys of older résumés, read as the 1.0 key they became. */
  readonly older?: Readonly<Record<string, string>>;
  /** Keys with no field, and why. */
  readonly leftOut?: Readonly<Record<string, string>>;
  /** Columns the import writes from other keys, and how. */
  readonly derived?: Readonly<Record<string, string>>;
  /** Keys an item must have: without them the build would skip the row. */
  readonly required?: readonly string[];
  /** What the export writes beyond the map (a link in another key, a date the schema cannot hold). */
  readonly write?: (entry: ResumeEntry, row: Readonly<Record<string, unknown>>, tools: { plain: (markdown: string) => string }) => ResumeEntry;
  /** What the import writes beyond the map: derived columns, a value moved to its column. */
  readonly read?: (row: SeedRow, words: { present: string }) => void;
};

/** A label the résumé's dictionary gives a part: "Grade: 3.8", "Courses: …". */
export type PartLabel = 'score' | 'courses';
/** A field, or a field whose text follows a label. */
type Part<Key extends string> = Key | { readonly field: Key; readonly label: PartLabel };

/**
 * How one row reads as a record, wherever it shows (the page's section, the printed résumé, resume.pdf):
 * each names fields of the table. `dates`: one date, or a period's start and end. `compact`: one line a row
 * in print (a skill, a language), not an entry of its own. `beforeProjects`: on the page, in the row above
 * the projects rather than among the sections after them.
 */
export type RecordView<Key extends string = string> = {
  readonly title: Key;
  /** Addresses: the first links the title on the page; print and resume.pdf write each out. */
  readonly links?: readonly Key[];
  readonly meta?: readonly Part<Key>[];
  readonly dates?: readonly [Key] | readonly [Key, Key];
  /** `markdown`: the text is markdown, which print and resume.pdf write as plain text. */
  readonly summary?: Key | { readonly field: Key; readonly markdown: true };
  readonly items?: Key;
  readonly chips?: Part<Key>;
  readonly compact?: boolean;
  readonly beforeProjects?: boolean;
  /** The page and its print show the table with components of their own (the projects' cards); resume.pdf reads it as a record. */
  readonly ownSection?: boolean;
};

type TableShape = {
  readonly name: string;
  /** Names the translation table (`<singular>_translations`) and its key (`<singular>_id`). */
  readonly singular: string;
  readonly fields: Readonly<Record<string, AnyField>>;
  readonly order: { readonly column: string; readonly ascending: boolean };
  /** A table a later migration adds: a hosted project that has not applied it builds without it, and says so. */
  readonly mayBeMissing?: boolean;
  /** How a row reads as a record; a table without one (roles) has components of its own. */
  readonly record?: RecordView;
  readonly resume: ResumeMap;
};

export type TableDeclaration = TableShape;

/** The JSON Resume key's field, and how it is written where the map says. */
export const resumeField = (value: ResumeField<string>): { field: string; how?: string } => (typeof value === 'string' ? { field: value } : value);

type Declared<Name, Singular, Fields> = Omit<TableShape, 'name' | 'singular' | 'fields'> & { readonly name: Name; readonly singular: Singular; readonly fields: Fields };

export function defineTable<const Name extends string, const Singular extends string, const Fields extends Record<string, AnyField>>(
  declaration: Declared<Name, Singular, Fields> & { order: { column: Fields[keyof Fields]['column'] }; record?: RecordView<keyof Fields & string>; resume: ResumeMap<keyof Fields & string> },
): Declared<Name, Singular, Fields> {
  return declaration;
}

type Flat<T> = { [K in keyof T]: T[K] };

/** `fallbacks` marks what shows in another language than the page's. */
export type ItemOf<T extends TableDeclaration> = Flat<{ -readonly [K in keyof T['fields']]: T['fields'][K] extends Field<infer Value> ? Value : never } & { fallbacks?: Fallbacks }>;

export type StoredValue<F> = F extends Field<unknown, string, infer Type, infer How> ? Values[Type] | (How extends 'nullable' ? null : never) : never;

export const isRow = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(JSON.stringify(value) ?? value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const absent = (value: unknown): value is null | undefined => value === null || value === undefined;

export function id(): Field<number, 'id', 'bigint', 'defaulted', false> {
  return {
    column: 'id',
    type: 'bigint',
    kind: 'text',
    stored: 'defaulted',
    read: (value, log) => (isId(value) ? value : log.row('id', `is not an integer: ${show(value)}`)),
    translates: false,
  };
}

type TextOptions<Translates extends boolean> = { translates?: Translates };

export function requiredText<const Column extends string, const Translates extends boolean = false>(
  column: Column,
  options: TextOptions<Translates> = {},
): Field<string, Column, 'text', 'required', Translates> {
  return {
    column,
    type: 'text',
    kind: 'text',
    stored: 'required',
    read: (value, log) => (isText(value) ? value : log.row(column, `is missing or not text: ${show(value)}`)),
    translates: (options.translates ?? false) as Translates,
  };
}

function optionalText(column: string, value: unknown, log: Log): string {
  if (absent(value)) return '';
  if (typeof value === 'string') return value;
  log.value(column, `is not text: ${show(value)}`);
  return '';
}

/** `notNull`: `not null default ''`. */
export function text<const Column extends string, const Translates extends boolean = false, const NotNull extends boolean = false>(
  column: Column,
  options: TextOptions<Translates> & { notNull?: NotNull } = {},
): Field<string, Column, 'text', NotNull extends true ? 'defaulted' : 'nullable', Translates> {
  return {
    column,
    type: 'text',
    kind: 'text',
    stored: (options.notNull ? 'defaulted' : 'nullable') as NotNull extends true ? 'defaulted' : 'nullable',
    read: (value, log) => optionalText(column, value, log),
    translates: (options.translates ?? false) as Translates,
  };
}

/** Links become `href`s, so anything but absolute http(s) is a broken link at best and a script at worst: '' with a warning. */
export function link<const Column extends string>(column: Column): Field<string, Column, 'text', 'nullable', false> {
  const read = (value: unknown, log: Log): string => {
    const trimmed = optionalText(column, value, log).trim();
    if (trimmed === '') return '';
    let protocol: string;
    try {
      protocol = new URL(trimmed).protocol;
    } catch {
      protocol = '';
    }
    if (protocol === 'http:' || protocol === 'https:') return trimmed;
    log.value(column, `is not an http(s) URL: ${show(trimmed)}`);
    return '';
  };
  return { column, type: 'text', kind: 'url', stored: 'nullable', read, translates: false };
}

/**
 * A path in the public Storage bucket (`projects/kiln.jpg`) or an https:// address: anything else (a
 * path that climbs out of the bucket, another scheme) is '' with a warning.
 */
/** A path in the public Storage bucket: its own letters, and no step out of it (`..`, `.`). */
export const isBucketPath = (path: string): boolean => /^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(path) && !/(^|\/)\.\.?(\/|$)/.test(path);

export function mediaPath<const Column extends string>(column: Column): Field<string, Column, 'text', 'nullable', false> {
  const read = (value: unknown, log: Log): string => {
    const path = optionalText(column, value, log).trim();
    if (path === '' || /^https:\/\/./.test(path) || isBucketPath(path)) return path;
    log.value(column, `is neither a path in the media bucket nor an https:// address: ${show(path)}`);
    return '';
  };
  return { column, type: 'text', kind: 'text', stored: 'nullable', read, translates: false };
}

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function isIsoDate(value: string): boolean {
  const [, year, month = '01', day = '01'] = ISO_DATE.exec(value) ?? [];
  if (year === undefined) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day);
}

/** JSON Resume's dates, as the migrations' constraint has them, and real ones: a year stays a year. */
export function isoDate<const Column extends string>(column: Column): Field<string, Column, 'text', 'nullable', false> {
  const read = (value: unknown, log: Log): string => {
    const date = optionalText(column, value, log).trim();
    if (date === '' || isIsoDate(date)) return date;
    log.value(column, `is not an ISO 8601 date (2016, 2016-11 or 2016-11-07): ${show(date)}`);
    return '';
  };
  return { column, type: 'text', kind: 'date', stored: 'nullable', read, translates: false };
}

export function flag<const Column extends string>(column: Column): Field<boolean, Column, 'boolean', 'defaulted', false> {
  const read = (value: unknown, log: Log): boolean => {
    if (typeof value === 'boolean') return value;
    if (!absent(value)) log.value(column, `is not true or false: ${show(value)}`);
    return false;
  };
  return { column, type: 'boolean', kind: 'text', stored: 'defaulted', read, translates: false };
}

function listOf(column: string, value: unknown, log: Log): unknown[] {
  if (absent(value)) return [];
  if (Array.isArray(value)) return value;
  log.value(column, `is not a list: ${show(value)}`);
  return [];
}

/** A bad item is dropped, not the row. */
export function textList<const Column extends string, const Translates extends ListTranslation | false = false>(
  column: Column,
  options: { translates?: Translates } = {},
): Field<string[], Column, 'text[]', 'defaulted', Translates> {
  const read = (value: unknown, log: Log): string[] =>
    listOf(column, value, log).filter((item, index): item is string => {
      if (isText(item)) return true;
      log.value(`${column}[${index}]`, `is not text: ${show(item)}`);
      return false;
    });
  return { column, type: 'text[]', kind: 'list', stored: 'defaulted', read, translates: (options.translates ?? false) as Translates };
}

export type ItemKey<T> = { is: (value: unknown) => value is T; problem: string };

export const itemText: ItemKey<string> = { is: isText, problem: 'is missing or not text' };

export const itemAmount: ItemKey<number> = {
  is: (value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  problem: 'is not a finite number ≥ 0',
};

type ItemOfKeys<Keys extends Record<string, ItemKey<unknown>>> = { [K in keyof Keys]: Keys[K] extends ItemKey<infer T> ? T : never };

/** A `jsonb` list of objects; an item with a bad key is dropped, not the row. */
export function objectList<const Column extends string, const Keys extends Record<string, ItemKey<unknown>>, const Translates extends ListTranslation | false = false>(
  column: Column,
  keys: Keys,
  options: { translates?: Translates } = {},
): Field<ItemOfKeys<Keys>[], Column, 'jsonb', 'defaulted', Translates> {
  const read = (value: unknown, log: Log): ItemOfKeys<Keys>[] => {
    const items: ItemOfKeys<Keys>[] = [];
    listOf(column, value, log).forEach((entry, index) => {
      const field = `${column}[${index}]`;
      if (!isRow(entry)) return log.value(field, `is not an object: ${show(entry)}`);
      const item: Record<string, unknown> = {};
      for (const [key, { is, problem }] of Object.entries(keys)) {
        if (!is(entry[key])) return log.value(`${field}.${key}`, `${problem}: ${show(entry[key])}`);
        item[key] = entry[key];
      }
      items.push(item as ItemOfKeys<Keys>);
    });
    return items;
  };
  return { column, type: 'jsonb', kind: 'responsibilities', stored: 'defaulted', read, translates: (options.translates ?? false) as Translates };
}

type TranslatedKey<T extends TableDeclaration> = { [K in keyof T['fields']]: T['fields'][K]['translates'] extends false ? never : K }[keyof T['fields']];

export type TranslationTableOf<T extends TableDeclaration> = [TranslatedKey<T>] extends [never] ? never : `${T['singular']}_translations`;

export type TranslatedField = { key: string; column: string; list: ListTranslation | null };

export function translatedFields(table: TableDeclaration): TranslatedField[] {
  return Object.entries(table.fields).flatMap(([key, field]): TranslatedField[] => {
    const translates = field.translates as boolean | ListTranslation;
    if (translates === false) return [];
    return [translates === true ? { key, column: field.column, list: null } : { key, column: translates.labels, list: translates }];
  });
}

export function translationTable<T extends TableDeclaration>(table: T): TranslationTableOf<T> {
  return `${table.singular}_translations` as TranslationTableOf<T>;
}

export const translationKey = (table: TableDeclaration): string => `${table.singular}_id`;
