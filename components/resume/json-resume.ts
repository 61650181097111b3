import type { Language } from '@/lib/languages';
import type { Education } from '@/lib/content/types';
import { isResumeDate, plainDescription, profileLinks, projectLinks, yearsOf, type ResumeContent } from './resume-content';

/** The entry without its empty texts and lists: JSON Resume leaves out what is not known. */
const known = <T extends Record<string, unknown>>(entry: T): Partial<T> =>
  Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0))) as Partial<T>;

const educationEntry = ({ institution, url, area, studyType, startDate, endDate, score, courses }: Education) =>
  known({ institution, url, area, studyType, startDate: isResumeDate(startDate) ? startDate : '', endDate: isResumeDate(endDate) ? endDate : '', score, courses });

/** JSON Resume (resume-schema 1.0): what the site knows, nothing made up. `site`: the page in the résumé's language. */
export function jsonResume({ roles, projects, education, skills }: ResumeContent, site: URL, { messages, profile }: Language) {
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
      ...yearsOf(role.timeframe),
      summary: role.description,
      highlights: role.responsibilities.map((item) => item.label),
    })),
    // Left out when empty, so the file of a site without these tables is what it was.
    ...(education.length > 0 && { education: education.map(educationEntry) }),
    ...(skills.length > 0 && { skills: skills.map(({ name, level, keywords }) => known({ name, level, keywords })) }),
    projects: projects.map((project) => ({
      name: project.title,
      description: plainDescription(project.shortDescription),
      ...(projectLinks(project)[0] && { url: projectLinks(project)[0] }),
      keywords: project.tags,
    })),
    meta: { canonical: new URL('resume.json', site).href },
  };
}
