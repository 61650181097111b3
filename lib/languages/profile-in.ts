import { profile } from '../profile';
import { defaultLocale, type Locale } from './locales';

/** A text of the owner's in lib/profile.ts: one for every language, or one per language code. */
export type PerLanguage<T> = T | Readonly<Partial<Record<Locale, T>>>;

function isPerLanguage<T>(value: PerLanguage<T>): value is Readonly<Partial<Record<Locale, T>>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What lib/profile.ts holds: any text or list of texts may be given per language. */
export type OwnerProfile = {
  locales: readonly [string, ...string[]];
  name: string;
  jobTitle: PerLanguage<string>;
  location: PerLanguage<string>;
  siteUrl: string;
  links: { linkedIn: string; professionalGitHub: string; personalGitHub: string };
  hero: { headline: PerLanguage<string>; subtext: PerLanguage<string>; tags: PerLanguage<readonly string[]> };
  /** `summary`: a paragraph about the owner (`npm run import` sets it from the résumé's basics.summary). */
  about: { summary?: PerLanguage<string>; whatIDo: PerLanguage<readonly string[]> };
  yearsOfExperience: number;
  workIntro: PerLanguage<string>;
  projectsIntro: PerLanguage<string>;
};

/** The text in `locale`, else the default language's: adding a language never requires a text of its own. */
export function inLanguage<T>(value: PerLanguage<T>, locale: Locale): T {
  if (!isPerLanguage(value)) return value;
  const text = value[locale] ?? value[defaultLocale] ?? Object.values(value)[0];
  if (text === undefined) throw new Error(`A text in lib/profile.ts gives no language at all: give it at least "${defaultLocale}".`);
  return text as T;
}

/** lib/profile.ts with every text in one language. */
export function profileIn(locale: Locale) {
  const about: OwnerProfile['about'] = profile.about;
  return {
    name: profile.name,
    jobTitle: inLanguage<string>(profile.jobTitle, locale),
    location: inLanguage<string>(profile.location, locale),
    links: profile.links,
    yearsOfExperience: profile.yearsOfExperience,
    hero: {
      headline: inLanguage<string>(profile.hero.headline, locale),
      subtext: inLanguage<string>(profile.hero.subtext, locale),
      tags: inLanguage<readonly string[]>(profile.hero.tags, locale),
    },
    about: {
      summary: about.summary === undefined ? '' : inLanguage<string>(about.summary, locale),
      whatIDo: inLanguage<readonly string[]>(about.whatIDo, locale),
    },
    workIntro: inLanguage<string>(profile.workIntro, locale).replaceAll('{years}', String(profile.yearsOfExperience)),
    projectsIntro: inLanguage<string>(profile.projectsIntro, locale),
  };
}

export type ProfileText = ReturnType<typeof profileIn>;
