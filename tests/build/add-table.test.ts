import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';
import { copyProject, removeCopy, runBuild, runScript, type BuildResult } from '@/tests/helpers/project-copy';
import { seedIn } from '@/tests/helpers/sample-content';

/**
 * An owner's first steps, in a copy of the project: their résumé imported (one with no links and no
 * projects, the shape most likely to break a test that read the owner's content), then a table added
 * with `npm run table:new -- talks` and two rows at the end of the seed, and nothing else. Then what the
 * owner runs: lint, typecheck, every unit test (those that hold the migrations to the declarations and
 * check each table's row-level security among them, on the example row table:new wrote into the tests'
 * content), and the build, whose page, print, resume.pdf and resume.json show the talks. This is the
 * copy with no links that runs every unit test and builds (tests/build/import.test.ts builds the other imports).
 */
jest.setTimeout(900_000);

const TITLES = ['Checkout at the speed of thought', 'Release trains without the wreck'];
const ROWS = `insert into public.talks (title, summary) values
  ('${TITLES[0]}', 'How a storefront got its checkout under a second.'),
  ('${TITLES[1]}', null);
`;

const NO_LINKS = path.join(ROOT, 'scripts', 'import', 'fixtures', 'no-links-no-projects.resume.json');

let dir: string;
let imported: string;
let scaffolded: string;
let lint: BuildResult;
let typecheck: BuildResult;
let units: BuildResult;
let build: BuildResult;
const read = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');
const passed = (result: BuildResult, what: string) => {
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}):\n${result.output.slice(-20_000)}`);
};

beforeAll(async () => {
  dir = copyProject('add-table');
  imported = execFileSync('npm', ['run', '--silent', 'import', '--', NO_LINKS], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  scaffolded = execFileSync('npm', ['run', '--silent', 'table:new', '--', 'talks'], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  appendFileSync(seedIn(dir), `\n${ROWS}`);
  // A repository of its own, as an owner's project is: knip and some tests list its files with git.
  for (const args of [['init', '-q'], ['add', '-A']]) execFileSync('git', args, { cwd: dir });
  [lint, typecheck] = await Promise.all([runScript(dir, 'lint', {}), runScript(dir, 'typecheck', {})]);
  units = await runScript(dir, 'test:unit', { NODE_ENV: 'test' }, { timeoutMs: 900_000 });
  build = await runBuild(dir, {}, 580_000);
}, 900_000);

afterAll(() => {
  if (dir) removeCopy(dir);
});

describe('a talks table added with npm run table:new and two rows in the seed', () => {
  it('writes the declaration, its line in the list, its migration and a heading in every dictionary', () => {
    expect(scaffolded).toMatch(/^table:new: wrote lib\/content\/tables\/talks\.ts, lib\/content\/tables\/index\.ts, supabase\/migrations\/\d{14}_create_talks\.sql, lib\/i18n\/en\.ts, tests\/fixtures\/sample-content\.sql\.$/m);
    expect(readFileSync(path.join(dir, 'lib/content/tables/index.ts'), 'utf8')).toMatch(/^export const CONTENT_TABLES = \[.*, talks\] as const;$/m);
  });

  it('leaves lint, typecheck and every unit test green, after an import with no links', () => {
    expect(imported).toContain('basics → lib/profile.ts');
    expect(readFileSync(path.join(dir, 'lib/profile.ts'), 'utf8')).toMatch(/\blinks: \[\]/);
    passed(lint, 'npm run lint');
    passed(typecheck, 'npm run typecheck');
    passed(units, 'npm run test:unit');
    const [, count, total] = /Tests: +(\d+) passed, (\d+) total/.exec(units.output) ?? [];
    expect(Number(count)).toBeGreaterThan(0);
    expect(count).toBe(total);
    console.log(`Every unit test of the copy with no links and a talks table: ${count} of ${total} passed in ${units.seconds} s.`);
  });

  it('publishes no placeholder link and no project for a résumé with none', () => {
    passed(build, 'npm run build');
    const { basics, projects, work } = JSON.parse(read('resume.json')) as { basics: { profiles: unknown[] }; projects: unknown[]; work: { name: string }[] };
    expect(basics.profiles).toEqual([]);
    expect(projects).toEqual([]);
    expect(work.map((role) => role.name)).toEqual(['Puerto Data']);
    expect(read('index.html')).not.toMatch(/your-(profile|work-account|personal-account)/);
  });

  it('builds, counting the two talks in its content line with nothing skipped', () => {
    passed(build, 'npm run build');
    expect(build.output).toMatch(/^\[content\] .* and 2 talks from the embedded backend .*; nothing skipped\.$/m);
  });

  it('shows the talks on the page, under their heading, in id order, and in the printed résumé', () => {
    const html = read('index.html');
    const heading = html.search(/<h2 id="talks-heading"[^>]*>Talks<\/h2>/);
    expect(heading).toBeGreaterThan(0);
    const at = TITLES.map((title) => html.indexOf(title, heading));
    expect(at[0]).toBeGreaterThan(heading);
    expect(at[0]).toBeLessThan(at[1]!);
    const sheet = html.slice(html.indexOf('aria-label="Résumé"'));
    expect(sheet).toMatch(/<h2[^>]*>Talks<\/h2>/);
    expect(sheet).toContain(TITLES[1]);
  });

  it('writes them into resume.pdf under their heading, and into resume.json', () => {
    const pdf = execFileSync('pdftotext', [path.join(dir, 'out', 'resume.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdf).toContain(`TALKS ${TITLES[0]} How a storefront got its checkout under a second. ${TITLES[1]}`);
    // Talks share JSON Resume's publications with the publications table: the later table's items carry
    // its name, so that the import routes them back.
    const resume = JSON.parse(read('resume.json')) as { publications: { name: string; summary?: string }[] };
    expect(resume.publications.filter((entry) => TITLES.includes(entry.name))).toEqual([
      { name: TITLES[0], summary: 'How a storefront got its checkout under a second.', 'x-table': 'talks' },
      { name: TITLES[1], 'x-table': 'talks' },
    ]);
  });

  it('never wrote into the working tree', () => {
    expect(existsSync(path.join(ROOT, 'lib/content/tables/talks.ts'))).toBe(false);
    expect(readdirSync(path.join(ROOT, 'supabase/migrations')).filter((file) => file.includes('talks'))).toEqual([]);
    // The SQL's prose may say "talks"; its statements name the table.
    for (const file of ['lib/content/tables/index.ts', 'lib/i18n/en.ts', 'docs/import.md', 'supabase/seed.sql', 'tests/fixtures/sample-content.sql']) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      expect({ file, talks: file.endsWith('.sql') ? /\bpublic\.talks?\b/.test(text) : /\btalks\b/.test(text) }).toEqual({ file, talks: false });
    }
    // The import replaced the copy's files by renaming new ones over them: the working tree's are its own.
    for (const file of ['lib/profile.ts', 'supabase/seed.sql']) expect(statSync(path.join(dir, file)).ino).not.toBe(statSync(path.join(ROOT, file)).ino);
    expect(readFileSync(path.join(ROOT, 'lib/profile.ts'), 'utf8')).not.toContain('Tomás Reyes');
    expect(readFileSync(path.join(ROOT, 'supabase/seed.sql'), 'utf8')).not.toContain('Puerto Data');
  });
});
