import { baseTarget, parseLocalesOption, targetPage, withLanguages } from './lighthouse-targets';

describe('the Lighthouse targets', () => {
  it("find each target's page in its build, and a site's page in a language under its folder", () => {
    expect(targetPage('site')).toEqual({ dir: 'embedded', path: '/' });
    expect(targetPage('floor')).toEqual({ dir: 'floors', path: '/floor/' });
    expect(targetPage('site@de')).toEqual({ dir: 'embedded', path: '/de/' });
    expect(targetPage('site+refresh@pt-BR')).toEqual({ dir: 'live', path: '/pt-BR/' });
    expect(targetPage('plain@ar')).toEqual({ dir: 'plain', path: '/ar/' });
    expect(targetPage('site:/projects/checkout-playground/')).toEqual({ dir: 'embedded', path: '/projects/checkout-playground/' });
  });

  it.each([
    ['sites', /Unknown target "sites": the targets are site, site\+refresh, plain, floor/],
    ['site@de@ar', /Unknown target "site@de@ar"/],
    ['reference@de', /"reference@de": only site, site\+refresh, plain have a page per language/],
    ['site@../x', /--targets site@\.\.\/x: "\.\.\/x" is not a language code/],
    ['site@DE', /"DE" is not a language code as the site spells it/],
    ['reference:/projects/x/', /"reference:\/projects\/x\/": only site, site\+refresh, plain have other pages/],
    ['site:/../x/', /"\/\.\.\/x\/" is not a page's path on the site/],
    ['site:/projects/x', /"\/projects\/x" is not a page's path/],
  ])('refuse %s, saying why', (target, message) => {
    expect(() => targetPage(target)).toThrow(message);
  });

  it('with --locales, audit each site target at every language, the default under its bare name', () => {
    const locales = parseLocalesOption('en,de,ar');
    expect(withLanguages(['floor', 'site', 'site+refresh', 'reference'], locales)).toEqual(['floor', 'site', 'site@de', 'site@ar', 'site+refresh', 'site+refresh@de', 'site+refresh@ar', 'reference']);
    expect(withLanguages(['site', 'reference'], ['en'])).toEqual(['site', 'reference']);
    expect(withLanguages(['site', 'site@de', 'reference'], ['en', 'de'])).toEqual(['site', 'site@de', 'reference']);
    expect(withLanguages(['site@de', 'reference'], [])).toEqual(['site@de', 'reference']);
  });

  it('refuse --locales with a code twice or misspelt', () => {
    expect(parseLocalesOption(' en, pt-BR ')).toEqual(['en', 'pt-BR']);
    expect(() => parseLocalesOption('en,de,en')).toThrow('--locales en,de,en names a language twice.');
    expect(() => parseLocalesOption('en,pt-br')).toThrow('--locales: "pt-br" is not a language code');
    expect(() => parseLocalesOption('en,')).toThrow('--locales: "" is not a language code');
  });

  it("judge a language's page as its site", () => {
    expect(baseTarget('site+refresh@de')).toBe('site+refresh');
    expect(baseTarget('site')).toBe('site');
    expect(baseTarget('site:/projects/checkout-playground/')).toBe('site');
  });
});
