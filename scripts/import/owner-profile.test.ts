import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import { profile as shipped } from '@/tests/fixtures/profile';
import { editProfile, profilePlan, type ProfileEdit } from './owner-profile';

// The shipped profile, as the tests keep it: an owner's import rewrites lib/profile.ts.
const SOURCE = readFileSync(path.join(__dirname, '..', '..', 'tests', 'fixtures', 'profile.ts'), 'utf8');

/** The profile an edited lib/profile.ts exports, compiled and run as the build would. */
function evaluate(source: string): typeof shipped {
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const commonJs = { exports: {} as { profile: typeof shipped } };
  vm.runInNewContext(outputText, { module: commonJs, exports: commonJs.exports, require: () => ({}) });
  return commonJs.exports.profile;
}

const edit = (field: string, value: ProfileEdit['value'], perLanguage = true): ProfileEdit => ({ field, value, perLanguage });
const comments = (source: string) => source.split('\n').filter((line) => /^\s*(\/\*\*|\*|\/\/)/.test(line));

describe('editProfile', () => {
  const edits = [
    edit('name', 'Ada Quill', false),
    edit('jobTitle', 'Systems engineer'),
    edit('location', 'Lisbon, PT'),
    edit('about.summary', 'Builds calm systems.'),
    edit('links', [{ network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' }, { network: 'GitHub', url: 'https://github.com/ada', tag: "Ada's own" }], false),
  ];

  it('sets the values it is given in lib/profile.ts, and keeps every other value and every comment', () => {
    const { text, locale, errors } = editProfile(SOURCE, 'lib/profile.ts', edits);
    expect(errors).toEqual([]);
    expect(locale).toBe('en');
    const edited = evaluate(text!);
    expect(edited).toEqual({
      ...shipped,
      name: 'Ada Quill',
      jobTitle: 'Systems engineer',
      location: 'Lisbon, PT',
      about: { ...shipped.about, summary: 'Builds calm systems.' },
      links: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
        { network: 'GitHub', url: 'https://github.com/ada', tag: "Ada's own" },
      ],
    });
    expect(comments(text!)).toEqual(comments(SOURCE));
    // A small diff: the three texts whose value changed, the summary's new line, and the two links in place of three.
    const before = SOURCE.split('\n');
    const after = text!.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line) => !before.includes(line))).toEqual([
      "  name: 'Ada Quill',",
      "  jobTitle: 'Systems engineer',",
      "  location: 'Lisbon, PT',",
      "    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },",
      "    { network: 'GitHub', url: 'https://github.com/ada', tag: 'Ada\\'s own' },",
      "    summary: 'Builds calm systems.',",
    ]);
  });

  it('writes any text as the same text: quotes, backslashes, template marks, line breaks, emoji, right-to-left', () => {
    const hostile = [
      "'); drop table projects; --",
      'She said "hi" and \'bye\'',
      'C:\\new\\table \\u0041 \\',
      '${process.exit(1)} `tick`',
      'line one\nline two\r\n\ttabbed */ /*',
      '🚀 naïve 中文 \u2028 \u2029',
      'مرحبا بالعالم — שלום',
    ];
    for (const value of hostile) {
      const link = { network: value, url: 'https://example.org/', tag: value };
      const { text, errors } = editProfile(SOURCE, 'lib/profile.ts', [edit('jobTitle', value), edit('about.summary', value), edit('links', [link], false)]);
      expect(errors).toEqual([]);
      const edited = evaluate(text!);
      expect(edited.jobTitle).toBe(value);
      expect(edited.links).toEqual([link]);
      expect((edited.about as { summary?: string }).summary).toBe(value);
    }
  });

  it("sets only the default language's text of a text given per language", () => {
    const source = SOURCE.replace("locales: ['en']", "locales: ['en', 'de']")
      .replace("jobTitle: 'Full-stack developer',", "jobTitle: { en: 'Full-stack developer', de: 'Full-Stack-Entwickler' },")
      .replace("location: 'Your City, Country',", "location: { de: 'Deine Stadt' },");
    const { text, errors } = editProfile(source, 'lib/profile.ts', [edit('jobTitle', 'Engineer'), edit('location', 'Lisbon')]);
    expect(errors).toEqual([]);
    const edited = evaluate(text!);
    expect(edited.jobTitle).toEqual({ en: 'Engineer', de: 'Full-Stack-Entwickler' });
    expect(edited.location).toEqual({ en: 'Lisbon', de: 'Deine Stadt' });
  });

  it('names what it cannot set, and returns no file', () => {
    const computed = SOURCE.replace("jobTitle: 'Full-stack developer',", 'jobTitle: titles.join(" "),');
    expect(editProfile(computed, 'lib/profile.ts', [edit('jobTitle', 'Engineer')])).toEqual({
      text: null,
      locale: 'en',
      errors: ['lib/profile.ts: jobTitle is `titles.join(" ")`, not a text the import can replace: make it a text, or leave basics out of the résumé'],
    });
    expect(editProfile('export default {};', 'lib/profile.ts', edits).errors).toEqual([
      "lib/profile.ts: found no `export const profile = { … }` to set the résumé's basics in",
      "lib/profile.ts: found no `locales: ['en', …]` naming the default language",
    ]);
  });
});

describe('profilePlan', () => {
  const profiles = (...entries: Array<[network: string, url: string]>) =>
    entries.map(([network, url], index) => ({ path: `basics.profiles[${index}]`, network, username: '', url }));

  it('makes the email, the website and every profile, in order, the links, a "Network (tag)" name tagged', () => {
    const plan = profilePlan({
      email: 'ada@ada.dev',
      url: 'https://ada.dev/',
      profiles: profiles(
        ['GitHub (personal)', 'https://github.com/ada'],
        ['Mastodon', 'https://mastodon.example/@ada'],
        ['', 'https://www.linkedin.com/in/ada'],
        ['LinkedIn', ''],
      ),
    });
    expect(plan.edits).toEqual([
      edit(
        'links',
        [
          { network: 'Email', url: 'mailto:ada@ada.dev' },
          { network: 'Website', url: 'https://ada.dev/' },
          { network: 'GitHub', url: 'https://github.com/ada', tag: 'Personal' },
          { network: 'Mastodon', url: 'https://mastodon.example/@ada' },
          { network: 'linkedin.com', url: 'https://www.linkedin.com/in/ada' },
        ],
        false,
      ),
    ]);
    expect(plan.leftOut).toEqual(['basics.profiles[3] (LinkedIn): no url or username to link to']);
  });

  it('sets only what basics gives, and exactly its links: none when it has none', () => {
    const plan = profilePlan({ label: 'Engineer', profiles: [] });
    expect(plan.edits).toEqual([edit('jobTitle', 'Engineer'), edit('links', [], false)]);
    expect(profilePlan(null)).toEqual({ edits: [], notes: [], leftOut: [] });
  });

  it('writes an empty list in place of the placeholder links', () => {
    const { text, errors } = editProfile(SOURCE, 'lib/profile.ts', [edit('links', [], false)]);
    expect(errors).toEqual([]);
    expect(text).toMatch(/\n  links: \[\],\n/);
    expect(text).not.toContain('your-work-account');
  });
});
