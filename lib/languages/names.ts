import type { Locale } from './locales';

/** A language's own name for itself ("Deutsch", "العربية"), as a language menu lists it: from the runtime's CLDR data, so no dictionary repeats it. */
export function ownName(code: Locale): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}
