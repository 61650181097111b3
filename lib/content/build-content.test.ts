import { openEmbeddedBackend, type EmbeddedBackend } from '@/embedded-backend';
import { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from '@/embedded-backend/keys';
import { createNodeContentClient } from './supabase-node-client';
import type { BuildContent } from './build-content';
import { checkHostedBackend, localizedContent, readBuildContent, siteTranslations } from './build-content';
import type { ContentSource } from './queries';
import { CONTENT_TABLES, type ContentItems } from './tables';
import { translationTable } from './tables/define';
import type { Translation } from './translations';
import type { Project, Role } from './types';
import { emptyAddedTables, sampleCounts } from '@/tests/helpers/sample-counts';
import { SAMPLE_CONTENT } from '@/tests/helpers/sample-content';

type Translations = BuildContent['translations'];
// Every declared table, so a table an owner adds needs nothing here.
const noRows = <T>(): T => Object.fromEntries(CONTENT_TABLES.map((table) => [table.name, []])) as T;
const translationsOf = (some: Partial<Translations>): Translations => ({ ...noRows<Translations>(), ...some });
const noTranslations = translationsOf({});
/** The tables a hosted project may not have yet: education and skills and the later six. */
const LATER = CONTENT_TABLES.filter((table) => table.mayBeMissing);

const projects: Project[] = [
  { id: 1, title: 'Checkout Playground', shortDescription: 'A sandbox.', websiteLink: '', githubLink: '', highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: [] },
  { id: 2, title: 'Release Radar', shortDescription: 'Release notes.', websiteLink: '', githubLink: '', highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: [] },
];
const roles: Role[] = [
  {
    id: 1,
    company: 'Brightline Telecom',
    timeframe: '2023 – Present',
    title: 'Senior Developer',
    description: 'Leads checkout.',
    url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true,
    responsibilities: [
      { label: 'Checkout UI', value: 60 },
      { label: 'Mentoring', value: 40 },
    ],
  },
];
const base: ContentItems = { ...noRows<ContentItems>(), projects, roles };

const projectIn = (id: number, locale: string, title: string, shortDescription = ''): Translation => ({ id, locale, fields: { title, shortDescription } });

/** As the seed has it: one project's title and description, one role's title and a label, in German. */
const german = translationsOf({
  projects: [projectIn(1, 'de', 'Checkout-Spielwiese', 'Eine Sandbox.')],
  roles: [{ id: 1, locale: 'de', fields: { company: '', title: 'Senior-Entwickler', timeframe: '', description: '', responsibilities: ['Checkout-Oberfläche'] } }],
});

describe('siteTranslations: what the build keeps and says', () => {
  it('with one language, keeps no rows and says in one line how many it left out, and for which codes', () => {
    const { translations, lines } = siteTranslations(base, german, ['en']);
    expect(translations).toEqual(noTranslations);
    expect(lines).toEqual(['[content] 2 translation rows left out: de (2), not in locales (lib/profile.ts lists en).']);
  });

  it('with nothing to leave out and one language, says nothing', () => {
    expect(siteTranslations(base, noTranslations, ['en'])).toEqual({ translations: noTranslations, lines: [] });
  });

  it('keeps the rows of each other language and says, once per language, how many fields fell back', () => {
    const french = translationsOf({ projects: [projectIn(2, 'fr', 'Radar des versions')] });
    const all = translationsOf({ projects: [...german.projects, ...french.projects], roles: german.roles });
    const { translations, lines } = siteTranslations(base, all, ['en', 'de', 'fr']);
    expect(translations).toEqual(all);
    // 4 project fields, 4 role fields and 2 labels: 10. German translates 4 of them, French 1.
    expect(lines).toEqual([
      "[content] de: 6 of 10 translatable fields fell back to en's text.",
      "[content] fr: 9 of 10 translatable fields fell back to en's text.",
    ]);
  });

  it("leaves out the default language's rows and codes the site lacks, in the same one line, with a near miss's spelling", () => {
    const stray = translationsOf({
      projects: [projectIn(1, 'en', 'Checkout Sandbox'), projectIn(1, 'pt-br', 'Área de testes'), projectIn(2, 'de_DE', 'Radar')],
      roles: [{ ...german.roles[0]!, locale: 'pt-br' }],
    });
    const { translations, lines } = siteTranslations(base, translationsOf({ projects: [...german.projects, ...stray.projects], roles: [...german.roles, ...stray.roles] }), ['en', 'de']);
    expect(translations).toEqual(german);
    expect(lines).toEqual([
      '[content] 4 translation rows left out: de_DE (1, not a BCP 47 language tag), pt-br (2, spelled pt-BR in BCP 47), not in locales (lib/profile.ts lists en, de); ' +
        "en (1), the default language, whose text is the content tables' own.",
      "[content] de: 6 of 10 translatable fields fell back to en's text.",
    ]);
  });
});

describe('localizedContent', () => {
  const content: BuildContent = { tables: base, version: 3, translations: german };

  const siteLocales = ['en', 'de'] as const;

  it("gives the default language's content as stored, the very same items", () => {
    const shown = localizedContent(content, 'en', siteLocales);
    expect(shown.projects).toBe(projects);
    expect(shown.roles).toBe(roles);
  });

  it("gives another language's content translated field by field, the rest in the default's text, marked", () => {
    const shown = localizedContent(content, 'de', siteLocales);
    expect(shown.projects.map((project) => [project.title, project.shortDescription])).toEqual([
      ['Checkout-Spielwiese', 'Eine Sandbox.'],
      ['Release Radar', 'Release notes.'],
    ]);
    expect(shown.roles[0]).toEqual({
      ...roles[0],
      title: 'Senior-Entwickler',
      responsibilities: [
        { label: 'Checkout-Oberfläche', value: 60 },
        { label: 'Mentoring', value: 40 },
      ],
      fallbacks: { company: { lang: 'en' }, timeframe: { lang: 'en' }, description: { lang: 'en' }, 'responsibilities.1.label': { lang: 'en' } },
    });
  });

  it('refuses a language the site does not have, naming it and the list', () => {
    expect(() => localizedContent(content, 'fr', siteLocales)).toThrow('localizedContent: "fr" is not one of the site\'s languages (en, de, from locales in lib/profile.ts).');
  });
});

describe('readBuildContent, against the embedded backend and its seed', () => {
  let backend: EmbeddedBackend;
  let source: ContentSource;
  const embedded = { kind: 'embedded' as const };

  // The counts below are the shipped tables': a table the owner added is emptied first.
  let added: Record<string, number>;

  beforeEach(async () => {
    backend = await openEmbeddedBackend({ seedFile: SAMPLE_CONTENT });
    added = await emptyAddedTables(backend.db);
    source = { client: createNodeContentClient({ url: EMBEDDED_BACKEND_URL, anonKey: EMBEDDED_ANON_KEY, fetch: backend.fetch }), url: EMBEDDED_BACKEND_URL };
  });

  afterEach(async () => {
    await backend.close();
  });

  /** What the build printed, in order, warnings and lines alike. */
  function printed(): { lines: () => string[] } {
    const lines: string[] = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    jest.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line));
    return { lines: () => lines };
  }

  it("with the default language only, keeps none of the seed's German and says so in one line after the summary", async () => {
    const output = printed();
    const content = await readBuildContent(source, embedded, ['en']);
    expect(content.translations).toEqual(noTranslations);
    expect(output.lines()).toEqual([
      expect.stringMatching(new RegExp(`^\\[content\\] ${sampleCounts(added)} from the embedded backend .*; nothing skipped\\.$`)),
      '[content] 12 translation rows left out: de (12), not in locales (lib/profile.ts lists en).',
    ]);
  });

  it("with German, keeps the seed's German rows and says how many of the 106 fields fell back", async () => {
    const output = printed();
    const content = await readBuildContent(source, embedded, ['en', 'de']);
    expect(content.translations.projects).toEqual([{ id: 1, locale: 'de', fields: expect.objectContaining({ title: 'Checkout-Spielwiese' }) }]);
    expect(content.translations.roles).toEqual([
      {
        id: 1,
        locale: 'de',
        fields: expect.objectContaining({ title: 'Senior Full-Stack-Entwickler', responsibilities: ['Checkout- & Commerce-Oberflächen', '', 'Technisches Programmmanagement'] }),
      },
    ]);
    expect(content.translations.skills.map((translation) => translation.fields)).toEqual([
      { name: 'Frontend-Entwicklung', level: '', keywords: [] },
      { name: 'Führung', level: '', keywords: ['Mentoring', '', 'Personalauswahl'] },
    ]);
    // Projects: 6 × 2 fields, 5 images' alt texts and 1 case study. Roles: 4 × 4 and 14 labels. Education: 7 texts and 6 courses. Skills: 12 texts and 20 keywords.
    // The later six: 19 texts and labels. The seed translates 5, 4, 4 and 9 of them.
    expect(output.lines()).toEqual([expect.stringMatching(new RegExp(`^\\[content\\] ${sampleCounts(added)} `)), "[content] de: 90 of 112 translatable fields fell back to en's text."]);
  });

  it('skips a translation of a row the page does not show, warns of labels past the list, and counts both in the summary', async () => {
    await backend.db.exec(`
      update public.projects set title = ' ' where id = 1;
      update public.role_translations set responsibility_labels = array['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] where role_id = 1;
    `);
    const output = printed();
    const content = await readBuildContent(source, embedded, ['en', 'de']);
    expect(content.translations.projects).toEqual([]);
    expect(output.lines()).toEqual([
      '[content] projects id=1: title is missing or not text: " "; row skipped',
      '[content] project_translations project_id=1 locale="de": project_id names no project the page shows; row skipped',
      '[content] role_translations role_id=1 locale="de": responsibility_labels[7…] name no responsibility: the role has 7; value dropped',
      expect.stringMatching(new RegExp(`^\\[content\\] ${sampleCounts({ ...added, projects: 5 })} .*; 2 row\\(s\\) skipped, 1 value\\(s\\) dropped \\(see the warnings above\\)\\.$`)),
      // 106 less project 1's 2 fields; translated: role 1's title and all 7 of its labels, education's and skills' 8, the later six's 9.
      "[content] de: 83 of 108 translatable fields fell back to en's text.",
    ]);
  });

  it("builds on a backend without the translations' migration and later ones, with a warning each saying how to add them", async () => {
    await backend.db.exec(`drop table public.project_translations, public.role_translations, ${LATER.map((table) => `public.${translationTable(table)}, public.${table.name}`).join(', ')};`);
    const output = printed();
    const content = await readBuildContent(source, embedded, ['en', 'de']);
    expect(content.translations).toEqual(noTranslations);
    expect(content.tables).toMatchObject({ education: [], skills: [] });
    expect(content.tables.projects).toHaveLength(6);
    const lines = output.lines();
    const without = lines.filter((line) => line.includes('Building without'));
    expect(without).toHaveLength(LATER.length + 1);
    expect(without).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\[content\] Could not read table "education" .*PGRST205.*\. Building without education\. Apply supabase\/migrations \(npx supabase db push\) to add it\.$/),
      expect.stringMatching(
        /^\[content\] Could not read table "project_translations" .*PGRST205.*; Could not read table "role_translations" .*PGRST205.*; Could not read table "education_translations" .*; Could not read table "skill_translations" .*\. Building without content translations: every language shows en's text\. Apply supabase\/migrations \(npx supabase db push\) to add them\.$/,
      ),
      expect.stringMatching(/^\[content\] Could not read table "skills" .*PGRST205.*\. Building without skills\. Apply supabase\/migrations \(npx supabase db push\) to add it\.$/),
      expect.stringMatching(/^\[content\] Could not read table "spoken_languages" .*\. Building without spoken_languages\. /),
    ]));
    expect(lines.slice(-2)).toEqual([expect.stringMatching(new RegExp(`^\\[content\\] ${sampleCounts(Object.fromEntries(LATER.map((table) => [table.name, 0])))} `)), "[content] de: 48 of 48 translatable fields fell back to en's text."]);
  });

  it('fails on a missing table the spec has', async () => {
    await backend.db.exec('drop table public.roles cascade');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(readBuildContent(source, embedded, ['en'])).rejects.toThrow(/Could not read table "roles" from .*PGRST205/);
  });

  it('fails on any other error reading a translation table', async () => {
    await backend.db.exec('revoke select on public.role_translations from anon');
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(readBuildContent(source, embedded, ['en'])).rejects.toThrow(/Could not read table "role_translations" from .*42501/);
  });

  describe('checkHostedBackend, asked before compiling', () => {
    const hosted = { kind: 'hosted' as const, url: EMBEDDED_BACKEND_URL, anonKey: EMBEDDED_ANON_KEY };

    it('passes a backend that answers its version', async () => {
      await expect(checkHostedBackend(hosted, backend.fetch)).resolves.toBeUndefined();
    });

    it('passes a backend without the content_version migration: the build goes on and says so', async () => {
      await backend.db.exec('drop table public.content_version cascade');
      await expect(checkHostedBackend(hosted, backend.fetch)).resolves.toBeUndefined();
    });

    it('fails, naming the table and the backend, on any other error', async () => {
      await backend.db.exec('revoke select on public.content_version from anon');
      await expect(checkHostedBackend(hosted, backend.fetch)).rejects.toThrow(`Could not read table "content_version" from ${EMBEDDED_BACKEND_URL}`);
    });
  });
});
