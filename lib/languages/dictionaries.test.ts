import { profile } from '@/tests/fixtures/profile';
import en from '@/lib/i18n/en';
import { defaultLocale, loadMessages, locales } from './index';
import type { Messages } from './messages';
import { fill, template } from './template';

describe('lib/i18n/en.ts', () => {
  it("holds the spec's texts as the page says them", () => {
    expect(en.work.loading).toBe('Loading roles...');
    expect(en.projects.loading).toBe('Loading projects...');
    expect(en.work.currentRole).toBe('Current Role');
    expect(en.projects.heading).toBe('Projects Section');
    expect(en.gate.loading).toBe('Loading');
  });

  it('writes the texts with values as the page said them before the dictionary', () => {
    expect(en.projects.websiteOf('Checkout Playground')).toBe('Website of Checkout Playground (opens in a new tab)');
    expect(en.projects.githubOf('Checkout Playground')).toBe('GitHub repository of Checkout Playground (opens in a new tab)');
    expect(en.work.slideLabel(2, 7)).toBe('2 of 7');
    expect(en.hero.tagsSentence(['Blending', 'skills'])).toBe('Blending skills.');
    expect(en.about.resumeSize(42)).toBe('PDF, 42 KB');
    expect(en.resume.title('Ada Quill')).toBe('Ada Quill · Résumé');
    expect(en.notFound.title('Ada Quill')).toBe('Page not found · Ada Quill');
    expect(en.common.backTo('Ada Quill')).toBe('Back to Ada Quill');
    expect(en.linkPreview.alt('Ada Quill', 'Engineer', 'Quiet systems.')).toBe('Ada Quill, Engineer: Quiet systems.');
  });
});

describe('lib/i18n', () => {
  it("serves the first of the owner's locales by default, and finds each dictionary by its code", async () => {
    expect(defaultLocale).toBe(profile.locales[0]);
    expect(await loadMessages('en')).toBe(en);
    for (const code of locales) await expect(loadMessages(code)).resolves.toBeDefined();
  });

  it('names the file a locale without a dictionary needs', async () => {
    await expect(loadMessages('xx')).rejects.toThrow(
      'The language "xx" is in locales (lib/profile.ts) but lib/i18n/xx.ts was not found: copy lib/i18n/en.ts to lib/i18n/xx.ts and translate it.',
    );
  });

  // The islands get these as templates: a translation that computes with its values, rather than
  // placing them, would lose them on the way. The samples of the multilingual tests are checked too.
  describe.each([
    ...locales.map((code) => [`lib/i18n/${code}.ts`, () => loadMessages(code)] as const),
    ['the sample de.ts', async () => (await import('@/e2e/fixtures/i18n/de')).default] as const,
    ['the sample ar.ts', async () => (await import('@/e2e/fixtures/i18n/ar')).default] as const,
  ])('in %s, every text an island fills', (_file, load) => {
    let words: Messages;
    beforeAll(async () => {
      words = await load();
    });

    it('reads the same from its template as from its function', () => {
      expect(fill(template(words.work.slideLabel), 3, 12)).toBe(words.work.slideLabel(3, 12));
      expect(fill(template(words.projects.websiteOf), 'A $& {0} title')).toBe(words.projects.websiteOf('A $& {0} title'));
      expect(fill(template(words.projects.githubOf), 'Tool')).toBe(words.projects.githubOf('Tool'));
    });

    it('has no empty text', () => {
      const texts = (value: unknown): string[] =>
        typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(texts) : [];
      expect(texts(words).filter((text) => text.trim() === '')).toEqual([]);
    });
  });
});
