import { locales, type Locale } from '@/lib/languages/locales';
import { caseStudyPage } from '@/lib/languages/paths';
import { getBuildContent, tableIn } from './build-content';
import { projectSlugs } from './project-slugs';
import type { Project } from './types';

let noted = false;

/** Each case study's slug by project id, from the default language's rows: a project has one slug in every language. */
export async function caseStudySlugs(): Promise<Map<number, string>> {
  const { slugs, notes } = projectSlugs((await getBuildContent()).tables.projects, locales);
  // Every bundle that asks reads the same rows: the build's log says it once a process.
  if (!noted) for (const note of notes) console.log(note);
  noted = true;
  return slugs;
}

/** The project whose case study is at `slug`, in the page's language; null for a slug no project has. */
export async function caseStudyAt(slug: string, locale: Locale): Promise<Project | null> {
  const id = [...(await caseStudySlugs())].find(([, own]) => own === slug)?.[0];
  if (id === undefined) return null;
  return (await tableIn('projects', locale)).find((project) => project.id === id) ?? null;
}

/** Each case study's address in a language, from the host's root, by project id: what the cards link to. */
export async function caseStudyLinks(locale: Locale, base: string): Promise<Record<number, string>> {
  return Object.fromEntries([...(await caseStudySlugs())].map(([id, slug]) => [id, `${base}/${caseStudyPage(locale, slug)}`]));
}
