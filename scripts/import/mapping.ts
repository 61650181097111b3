import { JSON_RESUME_EXTENSIONS as X } from '../../lib/json-resume-extensions';

/**
 * Where each JSON Resume field lands: section → table, key → column. The reader, the row mapper, the
 * README's table and the check that every schema field is accounted for all walk this one module.
 */

/** How a value is read: text; a date (2016, 2016-11, 2016-11-07); an http(s) address; a list of text; responsibilities. */
export type Kind = 'text' | 'date' | 'url' | 'list' | 'responsibilities';

export type Field = { column: string; kind: Kind; how?: string };

export type Section = {
  table: string;
  /** Its translation table, which the seed empties too. */
  translations: string;
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

/** In the order the seed writes the tables. */
export const SECTIONS = {
  work: {
    table: 'roles',
    translations: 'role_translations',
    fields: {
      name: text('company'),
      position: text('title'),
      summary: text('description'),
      url: url('url'),
      location: text('location'),
      startDate: date('start_date'),
      endDate: date('end_date'),
      highlights: list('highlights'),
      [X.responsibilities]: { column: 'responsibilities', kind: 'responsibilities' },
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
    table: 'projects',
    translations: 'project_translations',
    fields: {
      name: text('title'),
      description: text('short_description', `as plain text; ${X.markdown} wins`),
      [X.markdown]: text('short_description', 'markdown, as the card renders it'),
      url: url('website_link', 'a github.com address goes to github_link'),
      [X.github]: url('github_link'),
      keywords: list('tags'),
      highlights: list('highlights'),
      startDate: date('start_date'),
      endDate: date('end_date'),
    },
    leftOut: {
      roles: 'your roles in the project: projects have no column for them',
      entity: 'the organisation behind the project: projects have no column for it',
      type: "the project's kind: projects have no column for it",
    },
    required: ['name'],
  },
  education: {
    table: 'education',
    translations: 'education_translations',
    fields: {
      institution: text('institution'),
      url: url('url'),
      area: text('area'),
      studyType: text('study_type'),
      startDate: date('start_date'),
      endDate: date('end_date'),
      score: text('score'),
      courses: list('courses'),
    },
    older: { gpa: 'score', website: 'url' },
  },
  skills: {
    table: 'skills',
    translations: 'skill_translations',
    fields: { name: text('name'), level: text('level'), keywords: list('keywords') },
  },
  awards: {
    table: 'awards',
    translations: 'award_translations',
    fields: { title: text('title'), date: date('date'), awarder: text('awarder'), summary: text('summary') },
  },
  certificates: {
    table: 'certificates',
    translations: 'certificate_translations',
    fields: { name: text('name'), date: date('date'), issuer: text('issuer'), url: url('url') },
  },
  publications: {
    table: 'publications',
    translations: 'publication_translations',
    fields: {
      name: text('name'),
      publisher: text('publisher'),
      releaseDate: date('release_date'),
      url: url('url'),
      summary: text('summary'),
    },
    older: { website: 'url' },
  },
  volunteer: {
    table: 'volunteer',
    translations: 'volunteer_translations',
    fields: {
      organization: text('organization'),
      position: text('position'),
      url: url('url'),
      startDate: date('start_date'),
      endDate: date('end_date'),
      summary: text('summary'),
      highlights: list('highlights'),
    },
    older: { website: 'url' },
  },
  languages: {
    table: 'spoken_languages',
    translations: 'spoken_language_translations',
    fields: { language: text('language'), fluency: text('fluency') },
  },
  interests: {
    table: 'interests',
    translations: 'interest_translations',
    fields: { name: text('name'), keywords: list('keywords') },
  },
} as const satisfies Record<string, Section>;

export type SectionKey = keyof typeof SECTIONS;
export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

/** Every content table and its translation table, which the seed empties before it inserts. */
export const CONTENT_TABLES = SECTION_KEYS.map((key) => ({ table: SECTIONS[key].table, translations: SECTIONS[key].translations }));

/** `basics` goes into lib/profile.ts (the default language's texts), never into a table. */
export const BASICS = {
  fields: {
    name: 'name',
    label: 'jobTitle',
    summary: 'about.summary',
    location: 'location: address, city, region and countryCode, joined by commas',
    profiles:
      'links: the first LinkedIn profile → links.linkedIn; GitHub profiles → links.professionalGitHub, then links.personalGitHub (a network named "personal" takes that one)',
  },
  older: { picture: 'image', website: 'url' },
  leftOut: {
    email: "lib/profile.ts's links are LinkedIn and two GitHub accounts: there is no place for an email address",
    phone: 'lib/profile.ts has no place for a phone number',
    url: "lib/profile.ts's links are LinkedIn and two GitHub accounts; siteUrl is where the site is published, never imported",
    image: 'lib/profile.ts has no place for a photo',
    'location.postalCode': 'the location text is address, city, region and country',
    'profiles[] (other networks)': "lib/profile.ts's links are LinkedIn and two GitHub accounts",
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

/** The mapping as a markdown table, for the README. */
export function mappingTable(): string {
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
