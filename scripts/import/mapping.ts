import { CONTENT_TABLES as DECLARED } from '../../lib/content/tables';
import { resumeField, translatedFields, translationTable, type ResumeKind, type TableDeclaration } from '../../lib/content/tables/define';
import { JSON_RESUME_EXTENSIONS as X } from '../../lib/json-resume-extensions';

/**
 * Where each JSON Resume field lands: read from each table's declaration (its `resume` map, which the
 * export writes by too), section → table, key → column. The reader, the row mapper, the table in
 * docs/import.md and the check that every schema field is accounted for all walk this one module.
 */

/** How a value is read: text; a date (2016, 2016-11, 2016-11-07); an http(s) address; a list of text; responsibilities. */
export type Kind = ResumeKind;

type Field = { column: string; kind: Kind; how?: string };

/** One table's part of a JSON Resume section. */
export type Section = {
  /** JSON Resume's section. */
  section: string;
  table: string;
  fields: Readonly<Record<string, Field>>;
  /** Keys of older résumés, read as the 1.0 key they became. */
  older?: Readonly<Record<string, string>>;
  /** Fields with no column, and why. */
  leftOut?: Readonly<Record<string, string>>;
  /** Columns written from other fields. */
  derived?: Readonly<Record<string, string>>;
  /** Keys an item must have: without them the build would skip the row. */
  required?: readonly string[];
  declaration: TableDeclaration;
};

function sectionOf(table: TableDeclaration): Section {
  const { section, fields, older, leftOut, derived, required } = table.resume;
  const mapped = Object.entries(fields).map(([key, value]): [string, Field] => {
    const { field, how } = resumeField(value);
    const declared = table.fields[field]!;
    return [key, { column: declared.column, kind: declared.kind, ...(how && { how }) }];
  });
  return { section, table: table.name, fields: Object.fromEntries(mapped), older, leftOut, derived, required, declaration: table };
}

/** Each table's part, in the order the seed writes the tables. */
export const SECTIONS: readonly Section[] = DECLARED.map(sectionOf);

/** JSON Resume's sections the tables feed, in the declared order. */
export const SECTION_KEYS: readonly string[] = [...new Set(SECTIONS.map((part) => part.section))];

/** The tables a section feeds; an item goes to the one its x-table names, else to the first. */
export const tablesOf = (section: string): Section[] => SECTIONS.filter((part) => part.section === section);

/** The key an item of a section several tables feed names its table by. */
export const TABLE_MARK = X.table;

/** Every declared table's translation table, then the tables: what the seed empties, in that order, before it inserts. */
export const EMPTIED: readonly string[] = [
  ...DECLARED.filter((table: TableDeclaration) => translatedFields(table).length > 0).map((table) => translationTable(table)),
  ...DECLARED.map((table) => table.name),
];

/** `basics` goes into lib/profile.ts (the default language's texts), never into a table. */
export const BASICS = {
  fields: {
    name: 'name',
    label: 'jobTitle',
    summary: 'about.summary',
    location: 'location: address, city, region and countryCode, joined by commas',
    email: 'links: a mailto: link, network "Email"',
    url: 'links: network "Website"; not when it is the site\'s own address (meta.canonical\'s folder), and siteUrl is never imported',
    profiles: 'links, in order, each its network and url; a network written "GitHub (personal)" is network GitHub tagged "Personal"',
  },
  older: { picture: 'image', website: 'url' },
  leftOut: {
    phone: 'lib/profile.ts has no place for a phone number',
    image: 'lib/profile.ts has no place for a photo',
    'location.postalCode': 'the location text is address, city, region and country',
  },
} as const;

/** Sections read but not imported, and why. */
export const NOT_IMPORTED = {
  references: 'references are about other people: they are never published',
  meta: 'about the file, not the résumé',
} as const;

/** What a row's empty value is, by kind: no date or address is null; text is '' (the tables' text columns are not null). */
export function absent(kind: Kind): null | '' | [] {
  if (kind === 'date' || kind === 'url') return null;
  if (kind === 'text') return '';
  return [];
}

/** The mapping as a markdown table, for docs/import.md. */
function mappingTable(): string {
  const lines = ['| JSON Resume | lands in |', '|---|---|'];
  const cell = (value: string) => value.replaceAll('|', '\\|');
  for (const section of SECTIONS) {
    const key = section.section;
    const shared = tablesOf(key).length > 1;
    lines.push(`| **\`${key}\`** | table \`${section.table}\`${shared ? (tablesOf(key)[0] === section ? ', unless an item names another in `' + TABLE_MARK + '`' : ` where an item's \`${TABLE_MARK}\` is \`${section.table}\``) : ''} |`);
    for (const [field, { column, how }] of Object.entries(section.fields)) {
      lines.push(`| \`${key}[].${field}\` | \`${column}\`${how ? ` (${cell(how)})` : ''} |`);
    }
    for (const [older, current] of Object.entries(section.older ?? {})) {
      lines.push(`| \`${key}[].${older}\` (older) | as \`${current}\` |`);
    }
    for (const [column, how] of Object.entries(section.derived ?? {})) lines.push(`| (written) | \`${column}\`: ${cell(how)} |`);
    for (const [field, why] of Object.entries(section.leftOut ?? {})) lines.push(`| \`${key}[].${field}\` | left out: ${cell(why)} |`);
  }
  lines.push('| **`basics`** | `lib/profile.ts`, the default language |');
  for (const [field, target] of Object.entries(BASICS.fields)) lines.push(`| \`basics.${field}\` | ${cell(target)} |`);
  for (const [older, current] of Object.entries(BASICS.older)) lines.push(`| \`basics.${older}\` (older) | as \`${current}\` |`);
  for (const [field, why] of Object.entries(BASICS.leftOut)) lines.push(`| \`basics.${field}\` | left out: ${cell(why)} |`);
  for (const [key, why] of Object.entries(NOT_IMPORTED)) lines.push(`| **\`${key}\`** | not imported: ${cell(why)} |`);
  return lines.join('\n');
}

/** Where docs/import.md holds the table: between these two lines, which `npm run docs:import-table` rewrites. */
const FIELD_TABLE_MARKERS = ['<!-- field-table:start', '<!-- field-table:end -->'] as const;

/** The page with its table as the mapping makes it now; throws when the page has lost its markers. */
export function withMappingTable(page: string): string {
  const [startMarker, endMarker] = FIELD_TABLE_MARKERS;
  const start = page.indexOf(startMarker);
  const end = page.indexOf(endMarker, start);
  if (start === -1 || end === -1) throw new Error(`expected the lines ${startMarker} … and ${endMarker} around the field table`);
  const afterStart = page.indexOf('\n', start) + 1;
  return `${page.slice(0, afterStart)}${mappingTable()}\n${page.slice(end)}`;
}
