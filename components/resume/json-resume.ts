import type { Language } from '@/lib/languages';
import { CONTENT_TABLES, type ContentItems } from '@/lib/content/tables';
import { resumeField, type ResumeSection, type TableDeclaration } from '@/lib/content/tables/define';
import { JSON_RESUME_EXTENSIONS as X } from '@/lib/json-resume-extensions';
import { resumeLinks } from '@/lib/owner-links';
import { isResumeDate, linkName, plainDescription, type ResumeContent } from './resume-content';

/** The entry without its empty texts and lists: JSON Resume leaves out what is not known. */
const known = (entry: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== '' && value !== undefined && !(Array.isArray(value) && value.length === 0)));

type Rows = Partial<Record<string, readonly object[]>>;

/** A field's value as JSON Resume may hold it: a date only where it is one (a row that bypassed the reader may hold anything). */
function resumeValue(table: TableDeclaration, field: string, row: Readonly<Record<string, unknown>>): unknown {
  const value = row[field];
  return table.fields[field]?.kind === 'date' && !(typeof value === 'string' && isResumeDate(value)) ? undefined : value;
}

/** The extra key that names an item's table, in a section several tables feed. */
export const TABLE_MARK = X.table;

/**
 * Every table's rows as JSON Resume's sections, by each declaration's map, in the declared order; the rows
 * of a section's later tables carry their table's name. A section without rows is left out, but for a
 * table every site has (work, projects), written even when empty.
 */
type Entry = Record<string, unknown>;
/** work and projects are fed by the spec's own tables, which every site has. */
type Sections = { work: Entry[]; projects: Entry[] } & Partial<Record<ResumeSection, Entry[]>>;

export function resumeSections(tables: readonly TableDeclaration[], content: Rows): Sections {
  const sections: Partial<Record<ResumeSection, Entry[]>> = {};
  for (const table of tables) {
    const rows = (content[table.name] ?? []) as readonly Record<string, unknown>[];
    const { section, fields, write } = table.resume;
    const first = tables.find((declared) => declared.resume.section === section);
    if (rows.length === 0 && table.mayBeMissing) continue;
    const entries = rows.map((row) => {
      const mapped = known(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, resumeValue(table, resumeField(value).field, row)])));
      // A write hook has the last word: what it writes stays, an empty list included.
      const entry = write ? write(mapped, row, { plain: plainDescription }) : mapped;
      return first === table ? entry : { ...entry, [TABLE_MARK]: table.name };
    });
    (sections[section] ??= []).push(...entries);
  }
  return { work: [], projects: [], ...sections };
}

/**
 * JSON Resume (resume-schema 1.0): what the site knows, nothing made up. `site`: the page in the résumé's
 * language; `caseStudies`: each case study's address by project id, in that language.
 */
export function jsonResume(content: ResumeContent & Partial<ContentItems>, site: URL, { messages, profile }: Language, caseStudies: ReadonlyMap<number, string> = new Map()) {
  const links = resumeLinks(profile.links, (link) => linkName(link, messages.resume.taggedLink));
  const sections = resumeSections(CONTENT_TABLES, content);
  // The projects table alone feeds the section, an entry a row in order.
  const projects = sections.projects.map((entry, index) => {
    const address = caseStudies.get(content.projects[index]?.id ?? Number.NaN);
    return address ? { ...entry, [X.caseStudy]: address } : entry;
  });
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.jobTitle,
      ...(links.email && { email: links.email }),
      summary: profile.about.summary || profile.hero.headline,
      // The owner's website, else the site itself.
      url: links.website ?? site.href,
      location: { address: profile.location },
      profiles: links.profiles,
    },
    ...sections,
    projects,
    meta: { canonical: new URL('resume.json', site).href },
  };
}
