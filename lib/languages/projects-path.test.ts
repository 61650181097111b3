import type * as PageLanguage from './page-language';
import type * as Paths from './paths';

/** The modules as a site whose locales (lib/profile.ts) are `codes` builds them. */
function withLocales(codes: string[]): { pageLanguage: typeof PageLanguage; paths: typeof Paths } {
  let modules!: { pageLanguage: typeof PageLanguage; paths: typeof Paths };
  jest.isolateModules(() => {
    const fixture = jest.requireActual<typeof import('@/tests/fixtures/profile')>('@/tests/fixtures/profile');
    jest.doMock('@/lib/profile', () => ({ ...fixture, profile: { ...fixture.profile, locales: codes } }));
    modules = { pageLanguage: jest.requireActual('./page-language'), paths: jest.requireActual('./paths') };
  });
  return modules;
}

describe('pages under /projects/', () => {
  it('with one language: the every-project page and each case study, in the default language', () => {
    const { pageLanguage, paths } = withLocales(['en']);
    expect(pageLanguage.projectsPathOf(undefined)).toEqual({ locale: 'en', slug: null });
    expect(pageLanguage.projectsPathOf(['checkout-playground'])).toEqual({ locale: 'en', slug: 'checkout-playground' });
    expect(paths.caseStudyPage('en', 'checkout-playground')).toBe('projects/checkout-playground/');
  });

  it('with a second language: its every-project page and its case study under its code', () => {
    const { pageLanguage, paths } = withLocales(['en', 'de']);
    expect(pageLanguage.projectsPathOf(['de'])).toEqual({ locale: 'de', slug: null });
    expect(pageLanguage.projectsPathOf(['de', 'checkout-playground'])).toEqual({ locale: 'de', slug: 'checkout-playground' });
    expect(pageLanguage.projectsPathOf(['checkout-playground'])).toEqual({ locale: 'en', slug: 'checkout-playground' });
    expect(paths.caseStudyPage('de', 'checkout-playground')).toBe('projects/de/checkout-playground/');
  });

  it('refuses a slug under a code no language has', () => {
    const { pageLanguage } = withLocales(['en', 'de']);
    expect(() => pageLanguage.projectsPathOf(['fr', 'checkout-playground'])).toThrow('No language "fr" in locales (lib/profile.ts).');
  });
});
