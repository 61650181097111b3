import type { Locale } from '@/lib/languages/locales';

/** `dir` only where it differs from the page's. */
export type TextLanguage = { lang: Locale; dir?: 'ltr' | 'rtl' };

export type Fallbacks = Record<string, TextLanguage>;

/** What textLanguage gives: nothing for a text in the page's language. */
export type LanguageMark = TextLanguage | Record<string, never>;

/** Spread onto the element holding a text at `path` ('title', 'responsibilities.2.label'): WCAG 3.1.2. */
export function textLanguage(item: { fallbacks?: Fallbacks }, path: string): LanguageMark {
  return item.fallbacks?.[path] ?? {};
}
