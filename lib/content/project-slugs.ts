import type { Project } from './types';

export type SluggedProject = Pick<Project, 'id' | 'title' | 'body' | 'slug'>;

/** Letters NFKD leaves whole that still read as Latin ones. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/** A title as a slug: lowercase Latin letters and digits joined by hyphens, diacritics folded; '' when no Latin letter is left. */
export function slugFromTitle(title: string): string {
  const folded = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\x00-\x7f]/g, (letter) => FOLDED[letter] ?? ' ');
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return /[a-z]/.test(slug) ? slug : '';
}

export function hasCaseStudy(project: Pick<Project, 'body'>): boolean {
  return project.body.trim() !== '';
}

export type ProjectSlugs = { slugs: Map<number, string>; notes: string[] };

/**
 * Each project with a body and its page's slug: the owner's, else one made from the title. Owners' slugs are
 * taken first, so a made one that meets another gets `-2`, `-3`; one equal to a language code would read as that
 * language's folder, so it moves too. `notes` says what moved, for the build's log.
 */
export function projectSlugs(projects: readonly SluggedProject[], languageCodes: readonly string[]): ProjectSlugs {
  const withBody = projects.filter(hasCaseStudy);
  const codes = new Set(languageCodes.map((code) => code.toLowerCase()));
  const taken = new Map<string, number>();
  const slugs = new Map<number, string>();
  const notes: string[] = [];
  const owned = withBody.filter((project) => project.slug.trim() !== '');
  const made = withBody.filter((project) => project.slug.trim() === '');
  for (const project of [...owned, ...made]) {
    const wanted = project.slug.trim() || slugFromTitle(project.title) || `project-${project.id}`;
    let slug = wanted;
    for (let n = 2; taken.has(slug.toLowerCase()) || codes.has(slug.toLowerCase()); n++) slug = `${wanted}-${n}`;
    if (slug !== wanted) {
      const other = taken.get(wanted.toLowerCase());
      const why = other === undefined ? `"${wanted}" is a language code in locales (lib/profile.ts)` : `project ${other} has "${wanted}"`;
      notes.push(`Case study slug: project ${project.id} ("${project.title}") is at "${slug}": ${why}.`);
    }
    taken.set(slug.toLowerCase(), project.id);
    slugs.set(project.id, slug);
  }
  return { slugs, notes };
}
