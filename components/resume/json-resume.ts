import type { Language } from '@/lib/languages';
import { CONTENT_TABLES, type ContentItems } from '@/lib/content/tables';
import type { TableDeclaration } from '@/lib/content/tables/define';
import type { Education, Project, Role } from '@/lib/content/types';
import { JSON_RESUME_EXTENSIONS as X } from '@/lib/json-resume-extensions';
import { resumeLinks } from '@/lib/owner-links';
import { isResumeDate, linkName, plainDescription, projectLinks, yearsOf, type ResumeContent } from './resume-content';

/** The entry without its empty texts and lists: JSON Resume leaves out what is not known. */
const known = <T extends Record<string, unknown>>(entry: T): Partial<T> =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0))) as Partial<T>;

const educationEntry = ({ institution, url, area, studyType, startDate, endDate, score, courses }: Education) =>
  known({ institution, url, area, studyType, startDate: isResumeDate(startDate) ? startDate : '', endDate: isResumeDate(endDate) ? endDate : '', score, courses });

/** A role's own dates, else the years its timeframe reads as; responsibilities' labels stand in for highlights it lacks. */
const workEntry = (role: Role) => ({
  name: role.company,
  position: role.title,
  ...known({ url: role.url, location: role.location }),
  ...(role.startDate ? known({ startDate: role.startDate, endDate: role.endDate }) : yearsOf(role.timeframe)),
  summary: role.description,
  highlights: role.highlights.length > 0 ? role.highlights : role.responsibilities.map((item) => item.label),
  ...(role.responsibilities.length > 0 && { [X.responsibilities]: role.responsibilities }),
});

/** The first link as `url`, the GitHub one again in x-github, and the markdown in x-markdown when it is not plain text already. */
function projectEntry(project: Project) {
  const description = plainDescription(project.shortDescription);
  return {
    name: project.title,
    description,
    ...(description !== project.shortDescription && { [X.markdown]: project.shortDescription }),
    ...(projectLinks(project)[0] && { url: projectLinks(project)[0] }),
    ...(project.githubLink && { [X.github]: project.githubLink }),
    keywords: project.tags,
    ...known({ highlights: project.highlights, startDate: project.startDate, endDate: project.endDate }),
  };
}

/** resume-schema takes only a full date for a certificate: a year or a month goes in x-date, which the import reads back. */
function certificateDate(entry: Record<string, unknown>): Record<string, unknown> {
  const { date, ...rest } = entry;
  if (typeof date !== 'string' || /^\d{4}-\d{2}-\d{2}$/.test(date)) return entry;
  return { ...rest, [X.partialDate]: date };
}

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
    const entries = rows.map((row) => known(Object.fromEntries(keys.map(([key, field]) => [key, row[field]]))));
    (sections[table.resume] ??= []).push(...(table.resume === 'certificates' ? entries.map(certificateDate) : entries));
  }
  return sections;
}

/** JSON Resume (resume-schema 1.0): what the site knows, nothing made up. `site`: the page in the résumé's language. */
export function jsonResume(content: ResumeContent & Partial<ContentItems>, site: URL, { messages, profile }: Language) {
  const { roles, projects, education, skills } = content;
  const links = resumeLinks(profile.links, (link) => linkName(link, messages.resume.taggedLink));
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
    work: roles.map(workEntry),
    // Left out when empty, so the file of a site without these tables is what it was.
    ...(education.length > 0 && { education: education.map(educationEntry) }),
    ...(skills.length > 0 && { skills: skills.map(({ name, level, keywords }) => known({ name, level, keywords })) }),
    projects: projects.map(projectEntry),
    ...mappedSections(CONTENT_TABLES, content),
    meta: { canonical: new URL('resume.json', site).href },
  };
}
