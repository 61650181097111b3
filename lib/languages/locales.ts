import { profile } from '../profile';

/** lib/profile.ts's `locales`: the first is the default, served at `/`; every other at `/<code>/`. */
export type Locale = string;

export class LocaleError extends Error {
  override name = 'LocaleError';
}

/** The tag's canonical spelling, or null when it is not a BCP 47 language tag. */
export function canonical(code: string): string | null {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? null;
  } catch {
    return null;
  }
}

/** Throws, naming the code, unless it is a BCP 47 language tag in its canonical spelling (the file and the URL use it). */
function checkLocale(code: string): Locale {
  const spelled = canonical(code);
  if (spelled === null) {
    const meant = code.includes('_') ? canonical(code.replaceAll('_', '-')) : null;
    const hint = meant ? ` (did you mean "${meant}"?)` : '';
    throw new LocaleError(`"${code}" in locales (lib/profile.ts) is not a BCP 47 language tag, such as "en", "de" or "pt-BR"${hint}.`);
  }
  if (spelled !== code) {
    throw new LocaleError(`"${code}" in locales (lib/profile.ts) is a language tag spelled "${spelled}": write it so, and name its file lib/i18n/${spelled}.ts.`);
  }
  return code;
}

export function parseLocales(list: readonly string[]): [Locale, ...Locale[]] {
  if (list.length === 0) throw new LocaleError('locales (lib/profile.ts) is empty: list at least the default language, such as ["en"].');
  const codes = list.map((code) => checkLocale(code.trim()));
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  if (repeated) throw new LocaleError(`"${repeated}" is listed twice in locales (lib/profile.ts).`);
  return codes as [Locale, ...Locale[]];
}

export const locales = parseLocales(profile.locales);

export const defaultLocale: Locale = locales[0];

export const otherLocales: Locale[] = locales.slice(1);

export const isMultilingual = locales.length > 1;

/** Right-to-left scripts, for engines whose Intl.Locale lacks text info. */
const RTL_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr']);

/** The script a language is written in, as CLDR's likely subtags have it: `Latn`, `Arab`, `Jpan`… */
export function scriptOf(code: Locale): string {
  return new Intl.Locale(code).maximize().script ?? 'Latn';
}

export function direction(code: Locale): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(code) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (info?.direction) return info.direction === 'rtl' ? 'rtl' : 'ltr';
  return RTL_SCRIPTS.has(scriptOf(code)) ? 'rtl' : 'ltr';
}
