import type { Language } from '@/lib/languages';
import { CONTENT_TABLES, type ContentItems } from '@/lib/content/tables';
import type { TableDeclaration } from '@/lib/content/tables/define';
import type { Education, Role } from '@/lib/content/types';
import { isResumeDate, plainDescription, profileLinks, projectLinks, yearsOf, type ResumeContent } from './resume-content';

/** The entry without its empty texts and lists: JSON Resume leaves out what is not known. */
const known = <T extends Record<string, unknown>>(entry: T): Partial<T> =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0))) as Partial<T>;

const educationEntry = ({ institution, url, area, studyType, startDate, endDate, score, courses }: Education) =>
  known({ institution, url, area, studyType, startDate: isResumeDate(startDate) ? startDate : '', endDate: isResumeDate(endDate) ? endDate : '', score, courses });

/** The role's own dates where it has them; else the years its timeframe reads as. */
const datesOf = (role: Role) => (role.startDate || role.endDate ? known({ startDate: role.startDate, endDate: role.endDate }) : yearsOf(role.timeframe));

type Rows = Partial<Record<string, readonly object[]>>;

/**
 * The sections of the tables whose declaration maps their fields (`resumeFields`), each table's rows
 * in its order, in the order of CONTENT_TABLES; a section without rows is left out.
 */
export function mappedSections(tables: readonly TableDeclaration[], content: Rows): Record<string, Record<string, unknown>[]> {
  const sections: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables) {
    const rows = (content[table.name] ?? []) as readonly Record<string, unknown>[];
    if (!table.resumeFields || rows.length === 0) continue;
    const keys = Object.entries(table.resumeFields);
    (sections[table.resume] ??= []).push(...rows.map((row) => known(Object.fromEntries(keys.map(([key, field]) => [key, row[field]])))));
  }
  return sections;
}

/** JSON Resume (resume-schema 1.0): what the site knows, nothing made up. `site`: the page in the résumé's language. */
export function jsonResume(content: ResumeContent & Partial<ContentItems>, site: URL, { messages, profile }: Language) {
  const { roles, projects, education, skills } = content;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.jobTitle,
      summary: profile.hero.headline,
      url: site.href,
      location: { address: profile.location },
      profiles: profileLinks(messages.resume.profileLinks).map(({ network, url }) => ({ network, url, username: new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '' })),
    },
    work: roles.map((role) => ({
      name: role.company,
      position: role.title,
      ...known({ url: role.url, location: role.location }),
      ...datesOf(role),
      summary: role.description,
      highlights: role.highlights.length > 0 ? role.highlights : role.responsibilities.map((item) => item.label),
    })),
    // Left out when empty, so the file of a site without these tables is what it was.
    ...(education.length > 0 && { education: education.map(educationEntry) }),
    ...(skills.length > 0 && { skills: skills.map(({ name, level, keywords }) => known({ name, level, keywords })) }),
    projects: projects.map((project) => ({
      name: project.title,
      description: plainDescription(project.shortDescription),
      ...(projectLinks(project)[0] && { url: projectLinks(project)[0] }),
      ...known({ startDate: project.startDate, endDate: project.endDate, highlights: project.highlights }),
      keywords: project.tags,
    })),
    ...mappedSections(CONTENT_TABLES, content),
    meta: { canonical: new URL('resume.json', site).href },
  };
}
