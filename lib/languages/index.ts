import type { Messages } from './messages';
import type { Locale } from './locales';
import { profileIn, type ProfileText } from './profile-in';

export type { Messages } from './messages';
export { defaultLocale, direction, isMultilingual, locales, otherLocales, type Locale } from './locales';

class MissingDictionaryError extends Error {
  override name = 'MissingDictionaryError';
}

/**
 * A language's words, found by its code: lib/i18n/<code>.ts, so adding a language edits no list.
 * The bundler includes every file of lib/i18n/ (which holds dictionaries only); this runs at build
 * time on the server, so no dictionary reaches the browser.
 */
function importDictionary(code: Locale): Promise<{ default?: Messages }> {
  return import(`@/lib/i18n/${code}.ts`);
}

const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(code: Locale): Promise<Messages> {
  let messages = loaded.get(code);
  if (!messages) {
    messages = importDictionary(code).then(
      (module) => {
        if (!module.default) throw new MissingDictionaryError(`lib/i18n/${code}.ts has no default export: write it as en.ts is, \`export default { … } satisfies Messages\`.`);
        return module.default;
      },
      (error: unknown) => {
        throw new MissingDictionaryError(
          `The language "${code}" is in locales (lib/profile.ts) but lib/i18n/${code}.ts was not found: copy lib/i18n/en.ts to lib/i18n/${code}.ts and translate it.`,
          { cause: error },
        );
      },
    );
    loaded.set(code, messages);
  }
  return messages;
}

/** A language as the pages and files say it: its code, its dictionary, the owner's texts in it. */
export type Language = { locale: Locale; messages: Messages; profile: ProfileText };

export async function loadLanguage(locale: Locale): Promise<Language> {
  return { locale, messages: await loadMessages(locale), profile: profileIn(locale) };
}
