/** A language code, as lib/languages/locales.ts's Locale; spelled here so that lib/profile.ts imports nothing that imports it. */
type Code = string;

/** A text of the owner's in lib/profile.ts: one, in the default language, or one per language code. */
export type PerLanguage<T> = T | Readonly<Partial<Record<Code, T>>>;

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
