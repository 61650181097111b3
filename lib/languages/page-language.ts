import { locale as localeSegments } from 'next/root-params';
import { loadMessages } from './index';
import { defaultLocale, locales, otherLocales, type Locale } from './locales';
import type { Messages } from './messages';
import { profileIn, type ProfileText } from './profile-in';

export function languagePages(): { locale: string[] }[] {
  return [{ locale: [] }, ...otherLocales.map((code) => ({ locale: [code] }))];
}

export function localeOf(segments: readonly string[] | undefined): Locale {
  const code = segments?.[0];
  if (code === undefined || code === '') return defaultLocale;
  if (!locales.includes(code)) throw new Error(`No language "${code}" in locales (lib/profile.ts).`);
  return code;
}

/**
 * A page under /projects/ from its segments: `[]`, `[code]`, `[slug]` or `[code, slug]`. A slug never
 * equals a language code (lib/content/project-slugs.ts moves it), so the first segment tells them apart.
 */
export function projectsPathOf(segments: readonly string[] | undefined): { locale: Locale; slug: string | null } {
  const [first, second] = segments ?? [];
  if (first !== undefined && locales.includes(first)) return { locale: first, slug: second ?? null };
  if (second !== undefined) throw new Error(`No language "${first}" in locales (lib/profile.ts).`);
  return { locale: defaultLocale, slug: first ?? null };
}

/** Next's root param (next/root-params), so no component needs the language passed down; a case study's slug is no language. */
export async function pageLocale(): Promise<Locale> {
  const segments = await localeSegments();
  return segments && segments.length > 0 && !locales.includes(segments[0] ?? '') ? projectsPathOf(segments).locale : localeOf(segments);
}

export async function pageMessages(): Promise<Messages> {
  return loadMessages(await pageLocale());
}

export async function pageProfile(): Promise<ProfileText> {
  return profileIn(await pageLocale());
}
