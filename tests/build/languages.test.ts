import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject, removeCopy, runBuild, setLanguages, type BuildResult } from '@/tests/helpers/project-copy';

/**
 * A second language as docs/languages.md tells an owner to add one, in a copy of the project: lib/i18n/en.ts
 * copied to de.ts and translated (the e2e suite's German sample stands for the owner's translation),
 * one line of lib/profile.ts changed, a build. Then the codes a build refuses, naming them.
 */
jest.setTimeout(420_000);

let dir: string;

const read = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');

beforeAll(() => {
  dir = copyProject('languages');
});

afterAll(() => {
  if (dir) removeCopy(dir);
});

describe("German added as docs/languages.md says: lib/i18n/de.ts and one line of lib/profile.ts", () => {
  let build: BuildResult;

  beforeAll(async () => {
    setLanguages(dir, ['en', 'de']);
    build = await runBuild(dir, {}, 400_000);
  });

  it('builds, and says how many of the German content fields fell back to English', () => {
    expect(build.code).toBe(0);
    expect(build.output).toMatch(/^\[content\] de: \d+ of \d+ translatable fields fell back to en's text\.$/m);
  });

  it('publishes the German page at /de/, in German, beside the English one at /', () => {
    const english = read('index.html');
    const german = read('de/index.html');
    expect(english).toMatch(/<html lang="en" dir="ltr"/);
    expect(german).toMatch(/<html lang="de" dir="ltr"/);
    expect(english).toContain('Work experience');
    expect(german).toContain('Berufserfahrung');
    expect(german).not.toContain('Work experience');
    // The owner's own texts have no German of their own: the default's stand in.
    expect(german).toContain('Full-stack developer focused on user experiences');
    // The seed translates one project's title; another's, in English, says so (WCAG 3.1.2), with no direction to undo.
    expect(german).toMatch(/<h3 (?![^>]*\blang=)[^>]*data-testid="project-title"[^>]*>Checkout-Spielwiese<\/h3>/);
    expect(german).toMatch(/<h3 [^>]*data-testid="project-title"[^>]*\blang="en"[^>]*>Release Radar<\/h3>/);
    expect(german).not.toMatch(/<h3 [^>]*data-testid="project-title"[^>]*\bdir=/);
  });

  it('links the languages to each other: hreflang and x-default, the menu, the sitemap', () => {
    for (const page of [read('index.html'), read('de/index.html')]) {
      expect(page).toContain('hrefLang="en" href="https://example.com/"');
      expect(page).toContain('hrefLang="de" href="https://example.com/de/"');
      expect(page).toContain('hrefLang="x-default" href="https://example.com/"');
      expect(page).toMatch(/<a role="menuitem" href="\/de\/" hrefLang="de" lang="de"[^>]*>Deutsch</);
    }
    expect(read('sitemap.xml')).toContain('<loc>https://example.com/de/</loc>');
  });

  it("writes German's résumé and link preview beside its page, and the default's where they were", () => {
    for (const file of ['resume.pdf', 'resume.json', 'og.png', 'de/resume.pdf', 'de/resume.json', 'de/og.png']) {
      expect(existsSync(path.join(dir, 'out', file))).toBe(true);
    }
    expect(JSON.parse(read('de/resume.json')).basics.url).toBe('https://example.com/de/');
  });
});

describe('a language the build cannot make', () => {
  it('fails the build naming the dictionary file a listed code lacks', async () => {
    setLanguages(dir, ['en', 'de', 'fr']);
    const build = await runBuild(dir, {}, 400_000);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('The language "fr" is in locales (lib/profile.ts) but lib/i18n/fr.ts was not found: copy lib/i18n/en.ts to lib/i18n/fr.ts and translate it.');
    expect(build.output).toContain('[prebuild] stopped before compiling: nothing was built.');
  });

  it('fails the build naming a code that is not a BCP 47 language tag', async () => {
    setLanguages(dir, ['en', 'en_GB']);
    const build = await runBuild(dir, {}, 400_000);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain('"en_GB" in locales (lib/profile.ts) is not a BCP 47 language tag, such as "en", "de" or "pt-BR" (did you mean "en-GB"?).');
    expect(build.output).toContain('[prebuild] stopped before compiling: nothing was built.');
  });
});
