import { siteUrl } from './config';
import { loadMessages } from './languages';
import { parseLocales } from './languages/locales';
import { profileIn } from './languages/profile-in';
import { profile } from './profile';

/**
 * lib/profile.ts is the owner's to edit, and the publish workflow runs these tests: so they hold
 * whatever the owner wrote there (its shipped texts are the spec's sample ones), and catch what
 * would break the page: an empty text, a link that is not a web address, a {years} left unfilled.
 */
const textsIn = (code: string): Array<[field: string, value: string]> => {
  const owner = profileIn(code);
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

  it.each(profile.links.map((link) => [link.network, link.url]))('the %s link %s is an http(s) or mailto: address', (_network, href) => {
    expect(new URL(href).protocol).toMatch(/^(https?|mailto):$/);
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
      expect(profileIn(code).hero.tags.length).toBeGreaterThan(0);
      expect(profileIn(code).about.whatIDo.length).toBeGreaterThan(0);
    }
  });

  it('yearsOfExperience is a whole number of years, and workIntro names no placeholder but {years}', () => {
    expect(Number.isInteger(profile.yearsOfExperience) && profile.yearsOfExperience >= 0).toBe(true);
    for (const code of profile.locales) expect(profileIn(code).workIntro).not.toMatch(/\{\w*\}/);
  });
});
