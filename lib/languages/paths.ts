import { defaultLocale, type Locale } from './locales';

/** A language's folder under the site's root: '' for the default's, `<code>/` for each other's. */
export function languageFolder(locale: Locale): string {
  return locale === defaultLocale ? '' : `${locale}/`;
}

/** A language's home page from the host's root, under the site's base path (`basePath()`): `/`, `/de/`, `/portfolio/de/`. */
export function homePage(locale: Locale, base: string): string {
  return `${base}/${languageFolder(locale)}`;
}

/** A file of the site in a language, relative to the site's root: `resume.pdf`, `de/resume.pdf`. */
export function languageFile(locale: Locale, file: string): string {
  return `${languageFolder(locale)}${file}`;
}

/** A project's case study in a language, relative to the site's root: `projects/<slug>/`, `projects/de/<slug>/`. */
export function caseStudyPage(locale: Locale, slug: string): string {
  return `${everyProjectPage(locale)}${slug}/`;
}

/**
 * The page of every project in a language, relative to the site's root: `projects/`, `projects/de/`.
 * Its route (app/projects/[[...locale]]/) takes the code last: a catch-all, the home's route, can hold no page under it.
 */
export function everyProjectPage(locale: Locale): string {
  return `projects/${languageFolder(locale)}`;
}
