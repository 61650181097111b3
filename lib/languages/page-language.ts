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

/** Next's root param (next/root-params), so no component needs the language passed down. */
export async function pageLocale(): Promise<Locale> {
  return localeOf(await localeSegments());
}

export async function pageMessages(): Promise<Messages> {
  return loadMessages(await pageLocale());
}

export async function pageProfile(): Promise<ProfileText> {
  return profileIn(await pageLocale());
}
