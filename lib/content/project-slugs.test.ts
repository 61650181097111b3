import { hasCaseStudy, projectSlugs, slugFromTitle, type SluggedProject } from './project-slugs';

const project = (id: number, title: string, slug = '', body = '# Case study'): SluggedProject => ({ id, title, slug, body });

describe('slugFromTitle', () => {
  it('lowercases Latin letters and digits, joined by single hyphens', () => {
    expect(slugFromTitle('  Checkout Playground 2.0!  ')).toBe('checkout-playground-2-0');
  });

  it('folds diacritics and letters that read as Latin ones', () => {
    expect(slugFromTitle('Crème Brûlée für Straße')).toBe('creme-brulee-fur-strasse');
    expect(slugFromTitle('Łódź Ørsted')).toBe('lodz-orsted');
  });

  it('keeps the Latin part of a mixed title', () => {
    expect(slugFromTitle('Портфолио API')).toBe('api');
  });

  it('is empty for a title with no Latin letters', () => {
    expect(slugFromTitle('Портфолио')).toBe('');
    expect(slugFromTitle('2048')).toBe('');
  });
});

describe('projectSlugs', () => {
  it('gives only projects with a body a slug', () => {
    const { slugs } = projectSlugs([project(1, 'One'), project(2, 'Two', '', '  ')], ['en']);
    expect([...slugs]).toEqual([[1, 'one']]);
    expect(hasCaseStudy({ body: ' \n' })).toBe(false);
  });

  it("takes the owner's slug as set", () => {
    expect(projectSlugs([project(1, 'Checkout Playground', 'checkout')], ['en']).slugs.get(1)).toBe('checkout');
  });

  it('makes project-<id> from a title with no Latin letters', () => {
    expect(projectSlugs([project(9, 'ポートフォリオ')], ['en']).slugs.get(9)).toBe('project-9');
  });

  it('moves a made slug that meets another to -2, then -3, and names the pair', () => {
    const { slugs, notes } = projectSlugs([project(1, 'Shop'), project(2, 'Shop!'), project(3, 'shop'), project(4, 'Other', 'shop')], ['en']);
    expect(slugs.get(4)).toBe('shop');
    expect([slugs.get(1), slugs.get(2), slugs.get(3)]).toEqual(['shop-2', 'shop-3', 'shop-4']);
    expect(notes[0]).toMatch(/project 1 .*"shop-2".*project 4 has "shop"/);
    expect(notes).toHaveLength(3);
  });

  it('moves a slug equal to a language code to -2 and says so', () => {
    const { slugs, notes } = projectSlugs([project(1, 'DE'), project(2, 'Other', 'pt-br')], ['en', 'de', 'pt-BR']);
    expect(slugs.get(1)).toBe('de-2');
    expect(slugs.get(2)).toBe('pt-br-2');
    expect(notes.join('\n')).toMatch(/"de" is a language code in locales/);
  });

  it('says nothing when no slug moved', () => {
    expect(projectSlugs([project(1, 'One'), project(2, 'Two')], ['en']).notes).toEqual([]);
  });
});
