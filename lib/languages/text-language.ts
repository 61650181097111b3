import type { TextLanguage } from '@/lib/content/fallback';
import { direction, type Locale } from './locales';

/** How a text in `lang` is marked on a page in `page`: its language, and its direction where that differs. */
export function markOn(lang: Locale, page: Locale): TextLanguage {
  const dir = direction(lang);
  return dir === direction(page) ? { lang } : { lang, dir };
}
