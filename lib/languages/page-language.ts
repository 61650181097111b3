import { locale as localeSegments } from 'next/root-params';
import { loadMessages } from './index';
import { defaultLocale, locales, otherLocales, type Locale } from './locales';
import type { Messages } from './messages';
import { profileIn, type ProfileText } from './profile-in';

/** The language pages the optional catch-all app/[[...locale]] makes: `/` for the default, `/<code>/` for each other. */
export function languagePages(): { locale: string[] }[] {
  return [{ locale: [] }, ...otherLocales.map((code) => ({ locale: [code] }))];
}

/** The page's language from the catch-all's segments: none is the default's. */
export function localeOf(segments: readonly string[] | undefined): Locale {
  const code = segments?.[0];
  if (code === undefined || code === '') return defaultLocale;
  if (!locales.includes(code)) throw new Error(`No language "${code}" in locales (lib/profile.ts).`);
  return code;
}

/**
 * The language of the page being rendered, for any server component under the root layout:
 * Next's root param (next/root-params), so no component needs it passed down.
 */
export async function pageLocale(): Promise<Locale> {
  return localeOf(await localeSegments());
}

/** The dictionary of the page's language. */
export async function pageMessages(): Promise<Messages> {
  return loadMessages(await pageLocale());
}

/** The owner's texts (lib/profile.ts) in the page's language. */
export async function pageProfile(): Promise<ProfileText> {
  return profileIn(await pageLocale());
}
