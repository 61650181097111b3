import { direction, LocaleError, parseLocales, scriptOf } from './locales';
import { fileLanguage, fallbackNote } from './scripts';

describe('the languages a site lists', () => {
  it('are BCP 47 tags in their canonical spelling, the default first', () => {
    expect(parseLocales(['en', 'de', 'pt-BR'])).toEqual(['en', 'de', 'pt-BR']);
  });

  it('fail the build naming a code that is not a language tag, or spelled otherwise, or listed twice', () => {
    expect(() => parseLocales(['en', 'english!'])).toThrow(new LocaleError('"english!" in locales (lib/profile.ts) is not a BCP 47 language tag, such as "en", "de" or "pt-BR".'));
    expect(() => parseLocales(['en', 'pt-br'])).toThrow('"pt-br" in locales (lib/profile.ts) is a language tag spelled "pt-BR": write it so, and name its file lib/i18n/pt-BR.ts.');
    expect(() => parseLocales(['en', 'de', 'en'])).toThrow('"en" is listed twice in locales (lib/profile.ts).');
    expect(() => parseLocales([])).toThrow('locales (lib/profile.ts) is empty');
    expect(() => parseLocales(['en', 'pt_BR'])).toThrow('"pt_BR" in locales (lib/profile.ts) is not a BCP 47 language tag, such as "en", "de" or "pt-BR" (did you mean "pt-BR"?).');
  });

  it('are laid out right to left for Arabic, Hebrew, Persian and Urdu, left to right otherwise', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(direction)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'de', 'ja', 'zh-Hant', 'sr-Cyrl'].map(direction)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('the files drawn with the bundled faces', () => {
  it("are drawn in a Latin-script language's own words, and in the default's otherwise, which the build says", () => {
    expect(scriptOf('de')).toBe('Latn');
    expect(fileLanguage('de')).toBe('de');
    expect(fallbackNote('de', 'resume.pdf')).toBeNull();
    expect(fileLanguage('ja')).toBe('en');
    expect(fallbackNote('ar', 'resume.pdf')).toBe('[languages] ar: the bundled fonts cannot draw its script (Arab), so its resume.pdf is the en one.');
  });
});
