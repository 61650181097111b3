import { siteUrl } from './config';
import { getMessages } from './i18n';
import { profile } from './profile';

/**
 * lib/profile.ts is the owner's to edit, and the publish workflow runs these tests: so they hold
 * whatever the owner wrote there (its shipped texts are the spec's sample ones), and catch what
 * would break the page: an empty text, a link that is not a web address, a {years} left unfilled.
 */
const texts: Array<[field: string, value: string]> = [
  ['name', profile.name],
  ['jobTitle', profile.jobTitle],
  ['location', profile.location],
  ['hero.headline', profile.hero.headline],
  ['hero.subtext', profile.hero.subtext],
  ['workIntro', profile.workIntro],
  ['projectsIntro', profile.projectsIntro],
  ...profile.hero.tags.map((tag, index): [string, string] => [`hero.tags[${index}]`, tag]),
  ...profile.about.whatIDo.map((item, index): [string, string] => [`about.whatIDo[${index}]`, item]),
];

describe('lib/profile.ts', () => {
  it.each(texts)('%s is a text', (_field, value) => {
    expect(value.trim()).not.toBe('');
  });

  it.each(Object.entries(profile.links))('links.%s is an http(s) address', (_name, href) => {
    expect(new URL(href).protocol).toMatch(/^https?:$/);
  });

  it.each([...profile.locales])('locales: %s is a language tag with its lib/i18n file', (code) => {
    expect(Intl.getCanonicalLocales(code)).toEqual([code]);
    expect(() => getMessages(code)).not.toThrow();
  });

  it('siteUrl is an address the build accepts', () => {
    expect(() => siteUrl({}, profile.siteUrl)).not.toThrow();
  });

  it('has at least one hero tag and one thing the owner does', () => {
    expect(profile.hero.tags.length).toBeGreaterThan(0);
    expect(profile.about.whatIDo.length).toBeGreaterThan(0);
  });

  it('yearsOfExperience is a whole number of years, and workIntro names no placeholder but {years}', () => {
    expect(Number.isInteger(profile.yearsOfExperience) && profile.yearsOfExperience >= 0).toBe(true);
    expect(profile.workIntro.replaceAll('{years}', '')).not.toMatch(/\{\w*\}/);
  });
});
