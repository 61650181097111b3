import type { OwnerProfile } from '@/lib/owner-profile';
import { profileIn } from './profile-in';

const owner: OwnerProfile = {
  locales: ['en', 'de', 'ar'],
  name: 'Ada',
  jobTitle: { en: 'Developer', ar: 'مطورة' },
  location: 'Berlin',
  siteUrl: 'https://example.org',
  links: [
    { network: 'LinkedIn', url: 'https://example.org/in' },
    { network: 'GitHub', url: 'https://example.org/work', tag: { en: 'Professional', de: 'Beruflich' } },
  ],
  hero: { headline: { en: 'Builds things.', de: 'Baut Dinge.' }, subtext: { de: 'Nur Deutsch.' }, tags: ['one', 'two'] },
  about: { whatIDo: { en: ['Code'], ar: ['برمجة'] } },
  yearsOfExperience: 3,
  workIntro: '{years} years.',
  projectsIntro: { en: 'Side projects.' },
};

describe('profileIn', () => {
  it('marks nothing in the default language, where a text given once is written', () => {
    const english = profileIn('en', owner);
    expect(english.hero.headline).toBe('Builds things.');
    expect(english.location).toBe('Berlin');
    // Given in German only: shown, and marked as German.
    expect(english.hero.subtext).toBe('Nur Deutsch.');
    expect(english.fallbacks).toEqual({ 'hero.subtext': { lang: 'de' } });
  });

  it('marks each text that falls back on a right-to-left page with its language and direction', () => {
    const arabic = profileIn('ar', owner);
    expect(arabic.jobTitle).toBe('مطورة');
    expect(arabic.about.whatIDo).toEqual(['برمجة']);
    expect(arabic.hero.headline).toBe('Builds things.');
    expect(arabic.workIntro).toBe('3 years.');
    const english = { lang: 'en', dir: 'ltr' };
    expect(arabic.fallbacks).toEqual({
      location: english,
      'hero.headline': english,
      'hero.subtext': { lang: 'de', dir: 'ltr' },
      'hero.tags': english,
      workIntro: english,
      projectsIntro: english,
      'links.1.tag': english,
    });
  });

  it('gives no direction where the fallback’s is the page’s', () => {
    const german = profileIn('de', owner);
    expect(german.hero.headline).toBe('Baut Dinge.');
    expect(german.jobTitle).toBe('Developer');
    expect(german.fallbacks.jobTitle).toEqual({ lang: 'en' });
    expect(german.fallbacks['hero.headline']).toBeUndefined();
  });

  it("gives each link's tag in the page's language, marked where it falls back", () => {
    expect(profileIn('de', owner).links).toEqual([
      { network: 'LinkedIn', url: 'https://example.org/in' },
      { network: 'GitHub', url: 'https://example.org/work', tag: 'Beruflich' },
    ]);
    const arabic = profileIn('ar', owner);
    expect(arabic.links[1]!.tag).toBe('Professional');
    expect(arabic.fallbacks['links.1.tag']).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
