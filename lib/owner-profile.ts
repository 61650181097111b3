/** A language code, as lib/languages/locales.ts's Locale; spelled here so that lib/profile.ts imports nothing that imports it. */
type Code = string;

/** A text of the owner's in lib/profile.ts: one, in the default language, or one per language code. */
export type PerLanguage<T> = T | Readonly<Partial<Record<Code, T>>>;

/** One of the owner's links: `network` is resume.json's name for it; a mailto: address is the email, 'Website' the site. */
export type OwnerLink = {
  network: string;
  url: string;
  /** Tells two links on one network apart: About shows "GitHub Professional". */
  tag?: PerLanguage<string>;
};

/** What lib/profile.ts holds: any text or list of texts may be given per language. */
export type OwnerProfile = {
  locales: readonly [string, ...string[]];
  name: string;
  jobTitle: PerLanguage<string>;
  location: PerLanguage<string>;
  siteUrl: string;
  /** In the order About lists them; the navbar shows the first LinkedIn link and, under its menu, the GitHub links. */
  links: readonly OwnerLink[];
  hero: { headline: PerLanguage<string>; subtext: PerLanguage<string>; tags: PerLanguage<readonly string[]> };
  /** `summary`: a paragraph about the owner (`npm run import` sets it from the résumé's basics.summary). */
  about: { summary?: PerLanguage<string>; whatIDo: PerLanguage<readonly string[]> };
  yearsOfExperience: number;
  workIntro: PerLanguage<string>;
  projectsIntro: PerLanguage<string>;
};
