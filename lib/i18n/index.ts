import { profile } from '@/lib/profile';
import en from './en';
import type { Messages } from './messages';

export type { Messages } from './messages';

/** The first of the owner's locales: the language of `/`. */
export const defaultLocale = profile.locales[0];

/** One dictionary per language the owner lists in lib/profile.ts; only English so far. */
const dictionaries: Record<string, Messages> = { en };

export function getMessages(locale: string = defaultLocale): Messages {
  const messages = dictionaries[locale];
  if (!messages) throw new Error(`No dictionary for the locale "${locale}": add lib/i18n/${locale}.ts.`);
  return messages;
}

/** The default language's words, which server components read. */
export const messages = getMessages();
