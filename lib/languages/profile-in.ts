import type { Fallbacks } from '@/lib/content/fallback';
import type { OwnerProfile, PerLanguage } from '@/lib/owner-profile';
import { profile } from '../profile';
import { defaultLocale, type Locale } from './locales';
import { markOn } from './text-language';

function isPerLanguage<T>(value: PerLanguage<T>): value is Readonly<Partial<Record<Locale, T>>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text in `locale`, else the default language's, and the language it is in: a text given once is in the default's. */
function chosen<T>(value: PerLanguage<T>, locale: Locale, siteDefault: Locale): { text: T; lang: Locale } {
  if (!isPerLanguage(value)) return { text: value, lang: siteDefault };
  for (const lang of [locale, siteDefault, ...Object.keys(value)]) {
    const text = value[lang];
    if (text !== undefined) return { text, lang };
  }
  throw new Error(`A text in lib/profile.ts gives no language at all: give it at least "${siteDefault}".`);
}

/** Adding a language never requires a text of its own. */
export function inLanguage<T>(value: PerLanguage<T>, locale: Locale): T {
  return chosen(value, locale, defaultLocale).text;
}

/**
 * lib/profile.ts with every text in one language; `fallbacks` marks each text in another, by its
 * path ('hero.headline'), as the content's items do: spread it with textLanguage.
 */
export function profileIn(locale: Locale, owner: OwnerProfile = profile, siteDefault: Locale = owner.locales[0]) {
  const fallbacks: Fallbacks = {};
  const text = <T>(path: string, value: PerLanguage<T>): T => {
    const { text: shown, lang } = chosen(value, locale, siteDefault);
    if (lang !== locale) fallbacks[path] = markOn(lang, locale);
    return shown;
  };
  return {
    name: owner.name,
    jobTitle: text<string>('jobTitle', owner.jobTitle),
    location: text<string>('location', owner.location),
    links: owner.links.map(({ network, url, tag }, index) => ({ network, url, ...(tag !== undefined && { tag: text<string>(`links.${index}.tag`, tag) }) })),
    yearsOfExperience: owner.yearsOfExperience,
    hero: {
      headline: text<string>('hero.headline', owner.hero.headline),
      subtext: text<string>('hero.subtext', owner.hero.subtext),
      tags: text<readonly string[]>('hero.tags', owner.hero.tags),
    },
    about: {
      summary: owner.about.summary === undefined ? '' : text<string>('about.summary', owner.about.summary),
      whatIDo: text<readonly string[]>('about.whatIDo', owner.about.whatIDo),
    },
    workIntro: text<string>('workIntro', owner.workIntro).replaceAll('{years}', String(owner.yearsOfExperience)),
    projectsIntro: text<string>('projectsIntro', owner.projectsIntro),
    fallbacks,
  };
}

export type ProfileText = ReturnType<typeof profileIn>;
