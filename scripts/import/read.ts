import schema from 'resume-schema/schema.json';
import { BASICS, NOT_IMPORTED, SECTION_KEYS, SECTIONS, TABLE_MARK, tablesOf, type Kind, type Section } from './mapping';

/**
 * Reads a JSON Resume as people keep it (1.0, the older keys, loose dates, addresses without a
 * scheme) into plain values, keyed by the 1.0 field names. Every problem is collected, not thrown.
 */

export type Responsibility = { label: string; value: number };
type Value = string | string[] | Responsibility[];
/** An item of a section: its JSON path and its fields, absent ones left out. */
export type Item = { path: string; values: Record<string, Value>; table: string };

type Profile = { path: string; network: string; username: string; url: string };
export type Basics = { name?: string; label?: string; summary?: string; location?: string; email?: string; url?: string; profiles: Profile[] };

export type Reading = {
  /** Each table's items, by the table's name: a section several tables feed is split by its items' x-table. */
  sections: Record<string, Item[]>;
  basics: Basics | null;
  /** How many references the file has: never imported. */
  references: number;
  errors: string[];
  notes: string[];
  /** One line per field left out, with how many items had it. */
  leftOut: string[];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
type SchemaObject = { properties?: Record<string, SchemaObject>; items?: SchemaObject };

const schemaSections = (schema as SchemaObject).properties!;

/** The keys the schema defines for a section's items (or an object's, for basics and meta). */
function schemaKeys(section: string): Set<string> {
  const node = schemaSections[section];
  return new Set(Object.keys((node?.items ?? node)?.properties ?? {}));
}

/** A record's own entry: a key such as `__proto__` or `constructor` in a résumé is a key like any other. */
function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: Json | undefined) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isObject(value) && Object.keys(value).length === 0);

/** A value as the message quotes it: JSON, cut to 60 characters. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const GITHUB_OR_LINKEDIN: Record<string, (username: string) => string> = {
  github: (username) => `https://github.com/${username}`,
  linkedin: (username) => `https://www.linkedin.com/in/${username}`,
};

/** Whether "2016", "2016-11" or "2016-11-07" names a real year, month or day. */
function isIsoDate(value: string): boolean {
  const match = /^([12]\d{3})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match;
  if (month === undefined) return true;
  const monthIndex = Number(month) - 1;
  if (monthIndex < 0 || monthIndex > 11) return false;
  if (day === undefined) return true;
  const leap = Number(year) % 4 === 0 && (Number(year) % 100 !== 0 || Number(year) % 400 === 0);
  const last = monthIndex === 1 && !leap ? 28 : DAYS_IN_MONTH[monthIndex]!;
  return Number(day) >= 1 && Number(day) <= last;
}

class Reader {
  readonly errors: string[] = [];
  readonly notes: string[] = [];
  private readonly leftOutCounts = new Map<string, { paths: string[]; why: string }>();
  private readonly olderCounts = new Map<string, { paths: string[]; current: string }>();

  error(path: string, message: string): undefined {
    this.errors.push(`${path}: ${message}`);
    return undefined;
  }

  /** Grouped by field, `work[].description`, so fifty roles make one line. */
  leaveOut(path: string, why: string): void {
    const pattern = path.replace(/\[\d+\]/g, '[]');
    const entry = this.leftOutCounts.get(pattern) ?? { paths: [], why };
    entry.paths.push(path);
    this.leftOutCounts.set(pattern, entry);
  }

  older(path: string, current: string): void {
    const pattern = path.replace(/\[\d+\]/g, '[]');
    const entry = this.olderCounts.get(pattern) ?? { paths: [], current };
    entry.paths.push(path);
    this.olderCounts.set(pattern, entry);
  }

  leftOut(): string[] {
    return [...this.leftOutCounts].map(([pattern, { paths, why }]) => `${grouped(pattern, paths)}: ${why}`);
  }

  olderNotes(): string[] {
    return [...this.olderCounts].map(([pattern, { paths, current }]) => `${grouped(pattern, paths)}: an older key, read as ${current}`);
  }

  text(value: Json, path: string): string | undefined {
    if (value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') return this.error(path, `expected text, found ${show(value)}`);
    if (value.includes('\0')) return this.error(path, 'contains a NUL character, which Postgres text cannot hold');
    if (LONE_SURROGATE.test(value)) return this.error(path, 'contains half of a UTF-16 surrogate pair, which is no character');
    return value === '' ? undefined : value;
  }

  date(value: Json, path: string, isEnd: boolean): string | undefined {
    if (typeof value === 'number' && Number.isInteger(value)) value = String(value);
    if (value === null) return undefined;
    if (typeof value !== 'string') return this.error(path, `expected a date (2016, 2016-11 or 2016-11-07), found ${show(value)}`);
    const trimmed = value.trim();
    if (isEnd && (trimmed === '' || /^present$/i.test(trimmed))) {
      if (trimmed !== '') this.notes.push(`${path}: ${show(value)} read as no end date (present)`);
      return undefined;
    }
    if (isIsoDate(trimmed)) return trimmed;
    const stamp = TIMESTAMP.exec(trimmed);
    if (stamp && isIsoDate(stamp[1]!)) {
      this.notes.push(`${path}: ${show(value)} kept as its date, ${stamp[1]}`);
      return stamp[1];
    }
    return this.error(path, `expected a date (2016, 2016-11 or 2016-11-07), found ${show(value)}`);
  }

  /** An http(s) address; one without a scheme gets https://, as a browser's address bar would. */
  url(value: Json, path: string): string | undefined {
    const given = this.text(value, path)?.trim();
    if (!given) return undefined;
    const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(given);
    const address = hasScheme ? given : `https://${given.replace(/^\/\//, '')}`;
    let protocol = '';
    try {
      protocol = new URL(address).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:') return this.error(path, `expected an http(s) address, found ${show(value)}`);
    if (!hasScheme) this.notes.push(`${path}: ${show(given)} has no scheme, imported as ${address}`);
    return address;
  }

  list(value: Json, path: string): string[] | undefined {
    if (value === null) return undefined;
    if (!Array.isArray(value)) return this.error(path, `expected a list of text, found ${show(value)}`);
    const items = value.map((item, index) => this.text(item, `${path}[${index}]`) ?? '');
    return items.length > 0 ? items : undefined;
  }

  responsibilities(value: Json, path: string): Responsibility[] | undefined {
    if (value === null) return undefined;
    if (!Array.isArray(value)) return this.error(path, `expected a list of {"label", "value"}, found ${show(value)}`);
    const items: Responsibility[] = [];
    value.forEach((item, index) => {
      const at = `${path}[${index}]`;
      if (!isObject(item)) return this.error(at, `expected {"label": text, "value": number}, found ${show(item)}`);
      const label = this.text(item.label ?? null, `${at}.label`);
      const amount = item.value;
      if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
        return this.error(`${at}.value`, `expected a number ≥ 0, found ${show(amount ?? null)}`);
      }
      if (label === undefined) return this.error(`${at}.label`, `expected text, found ${show(item.label ?? null)}`);
      items.push({ label, value: amount });
    });
    return items;
  }

  value(kind: Kind, value: Json, path: string, key: string): Value | undefined {
    if (kind === 'date') return this.date(value, path, key === 'endDate');
    if (kind === 'url') return this.url(value, path);
    if (kind === 'list') return this.list(value, path);
    if (kind === 'responsibilities') return this.responsibilities(value, path);
    return this.text(value, path);
  }
}

function grouped(pattern: string, paths: string[]): string {
  return paths.length === 1 ? paths[0]! : `${pattern} (${paths.length} items)`;
}

/** The table an item goes to: the one its x-table names among those feeding its section, else the section's first. */
function routed(reader: Reader, key: string, item: Json, path: string): Section {
  const [first, ...others] = tablesOf(key);
  const mark = isObject(item) ? item[TABLE_MARK] : undefined;
  if (mark === undefined) return first!;
  const named = [first!, ...others].find((part) => part.table === mark);
  if (!named) reader.leaveOut(`${path}.${TABLE_MARK}`, `names no table that feeds ${key} (${[first!, ...others].map((part) => part.table).join(', ')}): read into ${first!.table}`);
  return named ?? first!;
}

function readItem(reader: Reader, key: string, item: Json, path: string): Item | null {
  const section = routed(reader, key, item, path);
  if (!isObject(item)) {
    reader.error(path, `expected an object, found ${show(item)}`);
    return null;
  }
  const known = schemaKeys(key);
  const values: Record<string, Value> = {};
  // A field given but unreadable has its error already; "missing" is for the ones not given.
  const given = new Set<string>();
  for (const [field, raw] of Object.entries(item)) {
    const at = `${path}.${field}`;
    if (field === TABLE_MARK) continue;
    const current = own(section.older, field);
    const name = current ?? field;
    const mapped = own(section.fields, name);
    if (current !== undefined && Object.hasOwn(item, current)) {
      if (!isEmpty(raw)) reader.leaveOut(at, `an older key for ${current}, which the item also has`);
      continue;
    }
    if (mapped) {
      if (!isEmpty(raw)) given.add(name);
      const value = reader.value(mapped.kind, raw, at, name);
      if (current !== undefined) reader.older(at, current);
      if (value !== undefined) values[name] = value;
    } else if (own(section.leftOut, field) !== undefined) {
      if (!isEmpty(raw)) reader.leaveOut(at, own(section.leftOut, field)!);
    } else {
      reader.leaveOut(at, known.has(field) ? `${section.table} has no column for it` : 'not a JSON Resume field');
    }
  }
  for (const field of section.required ?? []) {
    if (values[field] === undefined && !given.has(field)) reader.error(`${path}.${field}`, `missing: a row of ${section.table} needs its ${section.fields[field]!.column}`);
  }
  return { path, values, table: section.table };
}

/** `address, city, region, countryCode` as one text; a string, as some résumés keep it, as is. */
function readLocation(reader: Reader, value: Json, path: string): string | undefined {
  if (!isObject(value)) return reader.text(value, path);
  const parts: string[] = [];
  for (const [field, raw] of Object.entries(value)) {
    const at = `${path}.${field}`;
    if (['address', 'city', 'region', 'countryCode'].includes(field)) continue;
    if (field === 'postalCode') {
      if (!isEmpty(raw)) reader.leaveOut(at, BASICS.leftOut['location.postalCode']);
    } else reader.leaveOut(at, 'not a JSON Resume field');
  }
  for (const field of ['address', 'city', 'region', 'countryCode']) {
    const part = value[field] === undefined ? undefined : reader.text(value[field], `${path}.${field}`);
    if (part?.trim()) parts.push(part.trim());
  }
  return parts.length > 0 ? parts.join(', ') : undefined;
}

function readProfiles(reader: Reader, value: Json, path: string): Profile[] {
  if (value === null) return [];
  if (!Array.isArray(value)) {
    reader.error(path, `expected a list, found ${show(value)}`);
    return [];
  }
  const profiles: Profile[] = [];
  const known = new Set(['network', 'username', 'url']);
  value.forEach((item, index) => {
    const at = `${path}[${index}]`;
    if (!isObject(item)) return reader.error(at, `expected an object, found ${show(item)}`);
    for (const field of Object.keys(item)) if (!known.has(field)) reader.leaveOut(`${at}.${field}`, 'not a JSON Resume field');
    const network = reader.text(item.network ?? null, `${at}.network`) ?? '';
    const username = reader.text(item.username ?? null, `${at}.username`) ?? '';
    let url = reader.url(item.url ?? null, `${at}.url`) ?? '';
    const make = own(GITHUB_OR_LINKEDIN, network.trim().toLowerCase());
    if (!url && username && make) {
      url = make(encodeURIComponent(username.trim()));
      reader.notes.push(`${at}: no url, so ${url}, from its username`);
    }
    profiles.push({ path: at, network, username, url });
  });
  return profiles;
}

function readBasics(reader: Reader, value: Json): Basics | null {
  if (value === null) return null;
  if (!isObject(value)) return reader.error('basics', `expected an object, found ${show(value)}`) ?? null;
  const basics: Basics = { profiles: [] };
  const known = schemaKeys('basics');
  for (const [field, raw] of Object.entries(value)) {
    const at = `basics.${field}`;
    const current = own<string>(BASICS.older, field);
    const leftOut = own<string>(BASICS.leftOut, current ?? field);
    if (field === 'name' || field === 'label' || field === 'summary') {
      const text = reader.text(raw, at);
      if (text !== undefined) basics[field] = text;
    } else if (field === 'location') {
      basics.location = readLocation(reader, raw, at);
    } else if (field === 'profiles') {
      basics.profiles = readProfiles(reader, raw, at);
    } else if (field === 'email') {
      const email = reader.text(raw, at)?.trim();
      if (email) basics.email = email;
    } else if (current !== undefined && value[current] !== undefined) {
      if (!isEmpty(raw)) reader.leaveOut(at, `an older key for ${current}, which basics also has`);
    } else if (field === 'url' || current === 'url') {
      if (current) reader.older(at, current);
      const url = reader.url(raw, at);
      if (url) basics.url = url;
    } else if (current !== undefined) {
      reader.older(at, current);
      if (!isEmpty(raw)) reader.leaveOut(at, leftOut!);
    } else if (leftOut !== undefined) {
      if (!isEmpty(raw)) reader.leaveOut(at, leftOut);
    } else {
      reader.leaveOut(at, known.has(field) ? 'lib/profile.ts has no place for it' : 'not a JSON Resume field');
    }
  }
  return basics;
}

/** Where JSON.parse stopped, by a small scanner of its own: Node 20's messages often give no position. */
function errorOffset(text: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++;
  };
  const string = () => {
    at++;
    while (at < text.length) {
      const char = text[at]!;
      if (char === '"') return void at++;
      if (char < ' ') fail();
      if (char !== '\\') at++;
      else if (/^(["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(at + 1, at + 6))) at += text[at + 1] === 'u' ? 6 : 2;
      else fail();
    }
    fail();
  };
  const members = (close: string, member: () => void) => {
    at++;
    space();
    if (text[at] === close) return void at++;
    for (;;) {
      member();
      space();
      if (text[at] === close) return void at++;
      if (text[at] !== ',') fail();
      at++;
    }
  };
  const value = (): void => {
    space();
    const char = text[at];
    if (char === '{') {
      return members('}', () => {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ':') fail();
        at++;
        value();
      });
    }
    if (char === '[') return members(']', value);
    if (char === '"') return string();
    const scalar = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at, at + 400));
    if (!scalar) fail();
    at += scalar![0].length;
  };
  try {
    value();
    space();
    return at < text.length ? at : -1;
  } catch (stop) {
    return typeof stop === 'number' ? stop : -1;
  }
}

/** Node's message, with the line and column an editor can go to. */
function jsonError(source: string, error: Error): string {
  const message = error.message.replace(/\s*\(line \d+ column \d+\)$/, '');
  const offset = errorOffset(source);
  if (offset < 0) return message;
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `at line ${line}, column ${column}: ${message}`;
}

export function readResume(source: string, file: string): Reading {
  const reader = new Reader();
  const sections: Record<string, Item[]> = Object.fromEntries(SECTIONS.map((part) => [part.table, [] as Item[]]));
  const reading: Reading = { sections, basics: null, references: 0, errors: reader.errors, notes: reader.notes, leftOut: [] };
  const text = source.replace(/^\uFEFF/, '');
  let resume: Json;
  try {
    resume = JSON.parse(text) as Json;
  } catch (error) {
    reader.error(file, `not valid JSON ${jsonError(text, error as Error)}`);
    return reading;
  }
  if (!isObject(resume)) {
    reader.error(file, `expected a JSON Resume object, found ${show(resume)}`);
    return reading;
  }
  for (const [key, value] of Object.entries(resume)) {
    if (key === '$schema') continue;
    if (key === 'basics') {
      reading.basics = readBasics(reader, value);
      const canonical = isObject(resume.meta) ? resume.meta.canonical : null;
      if (reading.basics?.url && typeof canonical === 'string' && URL.canParse(canonical) && new URL('.', canonical).href === reading.basics.url) {
        // A resume.json this site wrote: its basics.url is the site itself, not a link of the owner's.
        reader.notes.push(`basics.url: ${reading.basics.url} is the site's own address (meta.canonical), not imported as a link`);
        delete reading.basics.url;
      }
    } else if (SECTION_KEYS.includes(key) || key === 'references') {
      if (value === null) continue;
      if (!Array.isArray(value)) {
        reader.error(key, `expected a list, found ${show(value)}`);
      } else if (key === 'references') {
        reading.references = value.length;
      } else {
        for (const item of value.map((entry, index) => readItem(reader, key, entry, `${key}[${index}]`))) if (item) sections[item.table]!.push(item);
      }
    } else if (own<string>(NOT_IMPORTED, key) !== undefined) {
      if (!isEmpty(value)) reader.leaveOut(key, own<string>(NOT_IMPORTED, key)!);
    } else {
      reader.leaveOut(key, 'not a JSON Resume section');
    }
  }
  reading.notes.unshift(...reader.olderNotes());
  reading.leftOut = reader.leftOut();
  return reading;
}
