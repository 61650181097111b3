import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scaffold } from './table-scaffold';

/** The folders table:new reads, copied: the project's own declarations, dictionaries and migrations. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'table-new-'));
  for (const folder of ['lib/content/tables', 'lib/i18n', 'supabase/migrations', 'tests/fixtures']) cpSync(path.join(__dirname, '..', '..', folder), path.join(root, folder), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const AT = new Date('2030-01-02T03:04:05Z');

describe('table:new', () => {
  // Not `talks`, the docs' example, which an owner's project may have added.
  it('scaffolds the declaration, its line in the list, its migration and a heading in every dictionary', () => {
    const result = scaffold(root, 'sample_talks', undefined, AT);
    if ('error' in result) throw new Error(result.error);
    const files = Object.fromEntries(result.files.map((file) => [file.path, file.text]));
    expect(Object.keys(files)).toEqual([
      'lib/content/tables/sample-talks.ts',
      'lib/content/tables/index.ts',
      'supabase/migrations/20300102030405_create_sample_talks.sql',
      'lib/i18n/en.ts',
      'tests/fixtures/sample-content.sql',
    ]);
    expect(files['lib/content/tables/sample-talks.ts']).toContain("name: 'sample_talks',\n  singular: 'sample_talk',");
    expect(files['lib/content/tables/sample-talks.ts']).toContain("resume: { section: 'publications', fields: { name: 'title', summary: 'summary' } },");
    expect(files['lib/content/tables/index.ts']).toMatch(/^import \{ sampleTalks \} from '\.\/sample-talks';$/m);
    expect(files['lib/content/tables/index.ts']).toMatch(/^export const CONTENT_TABLES = \[projects, .*, sampleTalks\] as const;$/m);
    const sql = files['supabase/migrations/20300102030405_create_sample_talks.sql']!;
    for (const statement of ['create table public.sample_talks (', 'create table public.sample_talk_translations (', 'alter table public.sample_talks enable row level security;', "select public.attach_content_table('public.sample_talk_translations');"]) {
      expect(sql).toContain(statement);
    }
    expect(files['lib/i18n/en.ts']).toMatch(/records: \{\n[^}]*\n    sample_talks: 'Sample talks',\n  \},/);
    const tests = files['tests/fixtures/sample-content.sql']!;
    expect(tests.startsWith(readFileSync(path.join(root, 'tests/fixtures/sample-content.sql'), 'utf8').trimEnd())).toBe(true);
    expect(tests).toContain("insert into public.sample_talks (title, summary) values ('An example sample talk', 'What the tests read.');");
    expect(tests).toContain("insert into public.sample_talk_translations (sample_talk_id, locale, title) select id, 'de', 'An example, translated' from public.sample_talks order by id limit 1;");
  });

  it('names the translation table by --singular', () => {
    const result = scaffold(root, 'press', 'press_item', AT);
    if ('error' in result) throw new Error(result.error);
    expect(result.files.find((file) => file.path.endsWith('.sql'))!.text).toContain('create table public.press_item_translations (');
  });

  it.each([
    ['Talks', /not a snake_case name/],
    ['talks__old', /not a snake_case name/],
    ['languages', /reserved/],
    ['profile', /reserved/],
    ['content_version', /reserved/],
    ['project_translations', /reserved/],
    // The spec's two tables, which every project has.
    ['projects', /"projects" is taken/],
    ['roles', /"roles" is taken/],
  ])('refuses %s, naming the reason, and writes nothing', (name, reason) => {
    const before = readFileSync(path.join(root, 'lib/content/tables/index.ts'), 'utf8');
    const result = scaffold(root, name, undefined, AT);
    expect('error' in result && result.error).toMatch(reason);
    expect(readFileSync(path.join(root, 'lib/content/tables/index.ts'), 'utf8')).toBe(before);
  });
});
