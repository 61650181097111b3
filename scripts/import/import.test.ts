import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase } from '@/embedded-backend/database';
import en from '@/lib/i18n/en';
import { SECTIONS } from './mapping';
import { importResume, TARGETS, writeAll } from './run';
import { sampleOf } from '@/tests/helpers/sample-content';
import { ADDED_TABLES } from '@/tests/helpers/sample-counts';

/**
 * The import end to end: a résumé into a project's supabase/seed.sql and lib/profile.ts, and that
 * seed run in the real Postgres after the real migrations, its rows read back.
 */

const REPO = path.join(__dirname, '..', '..');
const FIXTURES = path.join(__dirname, 'fixtures');
const SAMPLE = require.resolve('resume-schema/sample.resume.json');
const OLDER = path.join(FIXTURES, 'older-keys.resume.json');
const words = en.resume;

let db: PGlite;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'import-test-'));

beforeAll(async () => {
  // The real migrations, and no seed: the import's seed.sql is the only content.
  db = await openEmbeddedDatabase({ seed: false });
});

afterAll(async () => {
  await db?.close();
  rmSync(scratch, { recursive: true, force: true });
});

let copies = 0;
/** A project of two files: lib/profile.ts and supabase/seed.sql as shipped (the tests' copies). */
function project(): string {
  const root = path.join(scratch, `project-${++copies}`);
  for (const file of Object.values(TARGETS)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(REPO, sampleOf(file)), path.join(root, file));
  }
  return root;
}

function resumeFile(resume: unknown): string {
  const file = path.join(scratch, `resume-${++copies}.json`);
  writeFileSync(file, typeof resume === 'string' ? resume : JSON.stringify(resume, null, 2));
  return file;
}

const snapshot = (root: string) =>
  Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(root, file), readFileSync(file, 'utf8')];
      }),
  );

async function rows(table: string): Promise<Array<Record<string, unknown>>> {
  return (await db.query<Record<string, unknown>>(`select * from public.${table} order by id`)).rows;
}

const seedOf = (root: string) => readFileSync(path.join(root, TARGETS.seed), 'utf8');

describe('importResume', () => {
  it("imports the schema's sample: every section's rows in Postgres, references not", async () => {
    const root = project();
    const result = await importResume({ input: SAMPLE, root, words });
    expect(result.errors).toEqual([]);
    await db.exec(seedOf(root));
    expect(await rows('roles')).toEqual([
      expect.objectContaining({
        id: 1,
        company: 'Pied Piper',
        title: 'CEO/President',
        timeframe: '2013 – 2014',
        is_current_role: false,
        start_date: '2013-12-01',
        end_date: '2014-12-01',
        url: 'http://piedpiper.example.com',
        location: 'Palo Alto, CA',
        responsibilities: [],
      }),
    ]);
    expect((await rows('projects')).map((row) => [row.title, row.website_link, row.github_link, row.tags])).toEqual([
      ['Miss Direction', 'https://missdirection.example.com', null, ['GoogleMaps', 'Chrome Extension', 'Javascript']],
    ]);
    const counts = Object.fromEntries(await Promise.all(SECTIONS.map(async ({ table }) => [table, (await rows(table)).length])));
    // A table an owner added gets none: the sample marks no item with its name.
    const added = Object.fromEntries(ADDED_TABLES.map((name) => [name, 0]));
    expect(counts).toEqual({ roles: 1, projects: 1, education: 1, skills: 2, awards: 1, certificates: 0, publications: 1, volunteer: 1, spoken_languages: 1, interests: 1, ...added });
    expect(result.summary).toContain('references: 1 item not imported: references are about other people: they are never published');
  });

  it('imports the older keys and a certificates section, dates as given, a current role in the dictionary\'s word', async () => {
    const root = project();
    const result = await importResume({ input: OLDER, root, words });
    expect(result.errors).toEqual([]);
    await db.exec(seedOf(root));
    expect((await rows('roles')).map(({ company, url, timeframe, is_current_role, start_date, end_date, highlights }) => ({ company, url, timeframe, is_current_role, start_date, end_date, highlights }))).toEqual([
      { company: 'Harbour Bank', url: 'https://harbour.example.com', timeframe: '2019 – Present', is_current_role: true, start_date: '2019-03', end_date: null, highlights: ['Cut deploy time from 40 to 6 minutes', 'Wrote the incident handbook'] },
      { company: 'Quill & Sons', url: null, timeframe: '2016 – 2019', is_current_role: false, start_date: '2016', end_date: '2019-02-28', highlights: [] },
    ]);
    expect(await rows('certificates')).toEqual([
      { id: 1, name: 'Certified Kubernetes Administrator', date: '2021-05-14', issuer: 'CNCF', url: 'https://www.cncf.io/training/certification/cka/' },
      { id: 2, name: 'AWS Solutions Architect – Associate', date: '2020', issuer: 'Amazon Web Services', url: null },
    ]);
    expect(await rows('education')).toEqual([
      { id: 1, institution: 'Universidade de Lisboa', url: null, area: 'Computer Science', study_type: 'MSc', start_date: '2014', end_date: '2016', score: '18/20', courses: ['Distributed systems', 'Compilers'] },
    ]);
    expect((await rows('projects')).map((row) => [row.website_link, row.github_link])).toEqual([[null, 'https://github.com/adaquill/tidewatch']]);
    expect((await rows('volunteer'))[0]).toMatchObject({ url: 'https://codeclub.example.org', end_date: null });
    // The next row the dashboard adds takes the id after the imported ones.
    await db.exec("insert into public.certificates (name) values ('Next')");
    expect((await rows('certificates')).at(-1)!.id).toBe(3);
  });

  it('imports text as the text it is: SQL, quotes, backslashes, emoji, right-to-left and a 100,000-character summary', async () => {
    const injection = "'); drop table projects; --";
    const long = `${"It's \\'quoted\\' \"twice\" — ".repeat(4000).slice(0, 99_998)}🚀`;
    const hostile = ["O'Brien & \"Sons\"", 'C:\\new\\table\\', '🚀👩🏽‍💻 naïve', 'مرحبا بالعالم', 'שלום עולם', "$$; select 1; $$", 'line\nbreak\ttab', '\\x27 E\'\\\''];
    const root = project();
    const input = resumeFile({
      basics: { name: injection, summary: long },
      work: [
        {
          name: injection,
          position: hostile[0],
          summary: long,
          startDate: '2016',
          highlights: hostile,
          'x-responsibilities': hostile.toReversed().map((label, index) => ({ label, value: index + 0.5 })),
        },
      ],
      projects: [{ name: hostile[4], description: 'plain', 'x-markdown': `**${hostile[1]}** [x](javascript:alert(1))`, keywords: hostile, url: 'https://example.com/?q=\'"' }],
      skills: hostile.map((name) => ({ name, level: name, keywords: [name] })),
    });
    const result = await importResume({ input, root, words });
    expect(result.errors).toEqual([]);
    await db.exec(seedOf(root));
    const [role] = await rows('roles');
    expect(role).toMatchObject({ company: injection, title: hostile[0], description: long, highlights: hostile });
    expect(role!.responsibilities).toEqual(hostile.toReversed().map((label, index) => ({ label, value: index + 0.5 })));
    expect((role!.description as string).length).toBe(100_000);
    expect(await rows('projects')).toEqual([
      expect.objectContaining({ title: hostile[4], short_description: `**${hostile[1]}** [x](javascript:alert(1))`, tags: hostile, website_link: 'https://example.com/?q=\'"' }),
    ]);
    expect((await rows('skills')).map((row) => [row.name, row.level, row.keywords])).toEqual(hostile.map((name) => [name, name, [name]]));
    expect(readFileSync(path.join(root, TARGETS.profile), 'utf8')).toContain(`name: '\\'); drop table projects; --'`);
  });

  it('writes the same seed.sql and profile, byte for byte, from the same file', async () => {
    const [first, second] = [project(), project()];
    await importResume({ input: OLDER, root: first, words });
    await importResume({ input: OLDER, root: second, words });
    expect(snapshot(second)).toEqual(snapshot(first));
    const again = await importResume({ input: OLDER, root: first, words });
    expect(again.files.map((file) => path.relative(first, file.path))).toEqual([TARGETS.seed]);
    expect(snapshot(first)).toEqual(snapshot(second));
  });

  it('writes nothing on an error, however many, and names each', async () => {
    const root = project();
    const before = snapshot(root);
    const result = await importResume({
      input: resumeFile({ basics: { name: 'A' }, work: [{ name: 'A', position: 'P', startDate: '2016' }, {}, { name: 'C', position: 'P', startDate: 'yesterday' }], skills: 'Go' }),
      root,
      words,
    });
    expect(result.errors).toEqual([
      'work[1].name: missing: a row of roles needs its company',
      'work[1].position: missing: a row of roles needs its title',
      'work[1].startDate: missing: a row of roles needs its start_date',
      'work[2].startDate: expected a date (2016, 2016-11 or 2016-11-07), found "yesterday"',
      'skills: expected a list, found "Go"',
    ]);
    expect(result.files).toEqual([]);
    expect(snapshot(root)).toEqual(before);
    const invalid = await importResume({ input: resumeFile('{"work": [}'), root, words });
    expect(invalid.errors).toEqual([expect.stringMatching(/^resume-\d+\.json: not valid JSON at line 1, column 11: /)]);
    expect(snapshot(root)).toEqual(before);
  });

  it('on a dry run, says what it would write and writes nothing', async () => {
    const root = project();
    const before = snapshot(root);
    const result = await importResume({ input: OLDER, root, words, dryRun: true });
    expect(result.errors).toEqual([]);
    expect(result.files.map((file) => path.relative(root, file.path))).toEqual([TARGETS.seed, TARGETS.profile]);
    expect(result.files[0]!.text).toContain("insert into public.roles");
    expect(snapshot(root)).toEqual(before);
  });
});

describe('writeAll', () => {
  it('puts back the files it renamed when a later one fails, and leaves no temporary file', async () => {
    const root = mkdtempSync(path.join(scratch, 'write-'));
    writeFileSync(path.join(root, 'seed.sql'), 'before');
    mkdirSync(path.join(root, 'profile.ts'));
    await expect(
      writeAll([
        { path: path.join(root, 'seed.sql'), text: 'after' },
        { path: path.join(root, 'profile.ts'), text: 'after' },
      ]),
    ).rejects.toThrow();
    expect(readFileSync(path.join(root, 'seed.sql'), 'utf8')).toBe('before');
    expect(readdirSync(root).sort()).toEqual(['profile.ts', 'seed.sql']);
  });
});
