import { CONTENT_TABLES as DECLARED, tableNamed, type TableName, type TableNamed } from '../../lib/content/tables';
import { translatedFields, translationTable, type TableDeclaration } from '../../lib/content/tables/define';
import { JSON_RESUME_EXTENSIONS as X } from '../../lib/json-resume-extensions';

/**
 * Where each JSON Resume field lands: section → table, key → column. The reader, the row mapper, the
 * table in docs/import.md and the check that every schema field is accounted for all walk this one module.
 */

/** How a value is read: text; a date (2016, 2016-11, 2016-11-07); an http(s) address; a list of text; responsibilities. */
export type Kind = 'text' | 'date' | 'url' | 'list' | 'responsibilities';

export type Field = { column: string; kind: Kind; how?: string };

export type Section = {
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
};

const text = (column: string, how?: string): Field => ({ column, kind: 'text', ...(how && { how }) });
const date = (column: string): Field => ({ column, kind: 'date' });
const url = (column: string, how?: string): Field => ({ column, kind: 'url', ...(how && { how }) });
const list = (column: string): Field => ({ column, kind: 'list' });

/** A table and its columns by the declaration's field names, so a column the declarations do not have is a type error. */
function target<N extends TableName>(name: N): { table: N; c: { [F in keyof TableNamed<N>['fields']]: string } } {
  const fields: Record<string, { column: string }> = tableNamed(name).fields;
  return { table: name, c: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.column])) as never };
}

const work = target('roles');
const projects = target('projects');
const education = target('education');
const skills = target('skills');
const awards = target('awards');
const certificates = target('certificates');
const publications = target('publications');
const volunteer = target('volunteer');
const languages = target('spoken_languages');
const interests = target('interests');

/** In the order the seed writes the tables. */
export const SECTIONS = {
  work: {
    table: work.table,
    fields: {
      name: text(work.c.company),
      position: text(work.c.title),
      summary: text(work.c.description),
      url: url(work.c.url),
      location: text(work.c.location),
      startDate: date(work.c.startDate),
      endDate: date(work.c.endDate),
      highlights: list(work.c.highlights),
      [X.responsibilities]: { column: work.c.responsibilities, kind: 'responsibilities' },
    },
    older: { company: 'name', website: 'url' },
    leftOut: { description: 'what the company does: roles have no column for it' },
    derived: {
      timeframe: 'from startDate and endDate, in the default language ("2016 – 2018", "2016 – Present")',
      is_current_role: 'true when there is no endDate',
    },
    required: ['name', 'position', 'startDate'],
  },
  projects: {
    table: projects.table,
    fields: {
      name: text(projects.c.title),
      description: text(projects.c.shortDescription, `as plain text; ${X.markdown} wins`),
      [X.markdown]: text(projects.c.shortDescription, 'markdown, as the card renders it'),
      url: url(projects.c.websiteLink, 'a github.com address goes to github_link'),
      [X.github]: url(projects.c.githubLink),
      keywords: list(projects.c.tags),
      highlights: list(projects.c.highlights),
      startDate: date(projects.c.startDate),
      endDate: date(projects.c.endDate),
    },
    leftOut: {
      roles: 'your roles in the project: projects have no column for them',
      entity: 'the organisation behind the project: projects have no column for it',
      type: "the project's kind: projects have no column for it",
    },
    required: ['name'],
  },
  education: {
    table: education.table,
    fields: {
      institution: text(education.c.institution),
      url: url(education.c.url),
      area: text(education.c.area),
      studyType: text(education.c.studyType),
      startDate: date(education.c.startDate),
      endDate: date(education.c.endDate),
      score: text(education.c.score),
      courses: list(education.c.courses),
    },
    older: { gpa: 'score', website: 'url' },
  },
  skills: {
    table: skills.table,
    fields: { name: text(skills.c.name), level: text(skills.c.level), keywords: list(skills.c.keywords) },
  },
  awards: {
    table: awards.table,
    fields: { title: text(awards.c.title), date: date(awards.c.date), awarder: text(awards.c.awarder), summary: text(awards.c.summary) },
  },
  certificates: {
    table: certificates.table,
    fields: {
      name: text(certificates.c.name),
      date: date(certificates.c.date),
      [X.partialDate]: { ...date(certificates.c.date), how: 'a year or month, which our resume.json writes here as the schema allows only a full date' },
      issuer: text(certificates.c.issuer),
      url: url(certificates.c.url),
    },
  },
  publications: {
    table: publications.table,
    fields: {
      name: text(publications.c.name),
      publisher: text(publications.c.publisher),
      releaseDate: date(publications.c.releaseDate),
      url: url(publications.c.url),
      summary: text(publications.c.summary),
    },
    older: { website: 'url' },
  },
  volunteer: {
    table: volunteer.table,
    fields: {
      organization: text(volunteer.c.organization),
      position: text(volunteer.c.position),
      url: url(volunteer.c.url),
      startDate: date(volunteer.c.startDate),
      endDate: date(volunteer.c.endDate),
      summary: text(volunteer.c.summary),
      highlights: list(volunteer.c.highlights),
    },
    older: { website: 'url' },
  },
  languages: {
    table: languages.table,
    fields: { language: text(languages.c.language), fluency: text(languages.c.fluency) },
  },
  interests: {
    table: interests.table,
    fields: { name: text(interests.c.name), keywords: list(interests.c.keywords) },
  },
} as const satisfies Record<string, Section>;

export type SectionKey = keyof typeof SECTIONS;
export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

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
  for (const [key, section] of Object.entries(SECTIONS) as Array<[string, Section]>) {
    lines.push(`| **\`${key}\`** | table \`${section.table}\` |`);
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
