import type { Language } from '@/lib/languages';
import { plainDescription, profileLinks, projectLinks, yearsOf, type ResumeContent } from './resume-content';

/** The content as JSON Resume (jsonresume.org, resume-schema 1.0): what the site knows, nothing made up. */
/** `site`: the address of the page in the résumé's language. */
export function jsonResume({ roles, projects }: ResumeContent, site: URL, { words, profile }: Language) {
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.jobTitle,
      summary: profile.hero.headline,
      url: site.href,
      location: { address: profile.location },
      profiles: profileLinks(words.resume.profileLinks).map(({ network, url }) => ({ network, url, username: new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '' })),
    },
    work: roles.map((role) => ({
      name: role.company,
      position: role.title,
      ...yearsOf(role.timeframe),
      summary: role.description,
      highlights: role.responsibilities.map((item) => item.label),
    })),
    projects: projects.map((project) => ({
      name: project.title,
      description: plainDescription(project.shortDescription),
      ...(projectLinks(project)[0] && { url: projectLinks(project)[0] }),
      keywords: project.tags,
    })),
    meta: { canonical: new URL('resume.json', site).href },
  };
}
