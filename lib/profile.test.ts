import { siteUrl } from './config';
import { loadMessages } from './languages';
import { parseLocales } from './languages/locales';
import { profileIn } from './languages/profile-in';
// The owner's own file, under a path jest.config.ts does not map to the tests' profile: this file
// checks what the owner wrote.
import { profile } from '../lib/profile';

/**
 * lib/profile.ts is the owner's to edit, and the publish workflow runs these tests: so they hold
 * whatever the owner wrote there (its shipped texts are the spec's sample ones), and catch what
 * would break the page: an empty text, a link that is not a web address, a {years} left unfilled.
 */
const textsIn = (code: string): Array<[field: string, value: string]> => {
  const owner = profileIn(code, profile);
  const fields: Array<[field: string, value: string]> = [
    ['name', owner.name],
    ['jobTitle', owner.jobTitle],
    ['location', owner.location],
    ['hero.headline', owner.hero.headline],
    ['hero.subtext', owner.hero.subtext],
    ['workIntro', owner.workIntro],
    ['projectsIntro', owner.projectsIntro],
    ...owner.hero.tags.map((tag, index): [string, string] => [`hero.tags[${index}]`, tag]),
    ...owner.about.whatIDo.map((item, index): [string, string] => [`about.whatIDo[${index}]`, item]),
  ];
  return fields.map(([field, value]) => [`${field} in ${code}`, value]);
};
const texts = profile.locales.flatMap(textsIn);

describe('lib/profile.ts', () => {
  it.each(texts)('%s is a text', (_field, value) => {
    expect(value.trim()).not.toBe('');
  });

  it('links each to an http(s) or mailto: address, when there are any', () => {
    const links: readonly { network: string; url: string }[] = profile.links;
    for (const link of links) expect(`${link.network}: ${new URL(link.url).protocol}`).toMatch(/: (https?|mailto):$/);
  });

  it('locales are language tags, each listed once', () => {
    expect(parseLocales(profile.locales)).toEqual(profile.locales);
  });

  it.each([...profile.locales])('locales: %s has its lib/i18n file', async (code) => {
    await expect(loadMessages(code)).resolves.toBeDefined();
  });

  it('siteUrl is an address the build accepts', () => {
    expect(() => siteUrl({}, profile.siteUrl)).not.toThrow();
  });

  it('has at least one hero tag and one thing the owner does', () => {
    for (const code of profile.locales) {
      expect(profileIn(code, profile).hero.tags.length).toBeGreaterThan(0);
      expect(profileIn(code, profile).about.whatIDo.length).toBeGreaterThan(0);
    }
  });

  it('yearsOfExperience is a whole number of years, and workIntro names no placeholder but {years}', () => {
    expect(Number.isInteger(profile.yearsOfExperience) && profile.yearsOfExperience >= 0).toBe(true);
    for (const code of profile.locales) expect(profileIn(code, profile).workIntro).not.toMatch(/\{\w*\}/);
  });
});
