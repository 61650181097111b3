import { defaultLocale, scriptOf, type Locale } from './locales';

// The résumé PDF and the link preview embed Inter's and Fraunces' Latin subsets; the page uses the system's fonts.
const DRAWN_SCRIPTS = new Set(['Latn']);

/** The language a file drawn with the bundled faces (résumé PDF, link preview) is made in: the locale's own, else the default's. */
export function fileLanguage(locale: Locale): Locale {
  return DRAWN_SCRIPTS.has(scriptOf(locale)) ? locale : defaultLocale;
}

export function fallbackNote(locale: Locale, file: string): string | null {
  if (fileLanguage(locale) === locale) return null;
  return `[languages] ${locale}: the bundled fonts cannot draw its script (${scriptOf(locale)}), so its ${file} is the ${defaultLocale} one.`;
}
