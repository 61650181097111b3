import type { Locale } from '@/lib/languages/locales';

/** The language of a text shown in another than the page's, and its direction where that differs from the page's. */
export type TextLanguage = { lang: Locale; dir?: 'ltr' | 'rtl' };

/** By field path ('title', 'responsibilities.2.label'): what a localised item shows in another language. */
export type Fallbacks = Record<string, TextLanguage>;

/** Spread onto the element holding an item's text: its `lang` (and `dir`) when the text fell back, else nothing (WCAG 3.1.2). */
export function textLanguage(item: { fallbacks?: Fallbacks }, path: string): TextLanguage | Record<string, never> {
  return item.fallbacks?.[path] ?? {};
}
