import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';
import { addTalksTable, readmeBlocks } from '@/tests/helpers/add-table';
import { copyProject, removeCopy, runBuild, type BuildResult } from '@/tests/helpers/project-copy';

/**
 * docs/content.md's "Add a content table", done as an owner does it, in a copy of the project: the
 * migration, the declaration and its line in CONTENT_TABLES, the section and its place, the heading
 * in Messages and each dictionary, two talks at the end of the seed. Then one build.
 */
jest.setTimeout(600_000);

const TITLES = ['Checkout at the speed of thought', 'Release trains without the wreck'];

let dir: string;
let build: BuildResult;
const read = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');
const working = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

beforeAll(async () => {
  dir = copyProject('add-table');
  addTalksTable(dir);
  build = await runBuild(dir, {}, 580_000);
}, 600_000);

afterAll(() => {
  if (dir) removeCopy(dir);
});

describe("a talks table added as docs/content.md's \"Add a content table\" says", () => {
  it('holds the four steps and the rows, as the copy was given them', () => {
    expect(readmeBlocks().map((block) => block.split('\n')[0])).toEqual([
      '-- supabase/migrations/20261210000000_create_talks.sql',
      '// lib/content/tables/talks.ts',
      "import { talks } from './talks';",
      '// components/bento/talks/talks.tsx',
      "import { Talks } from './talks/talks';",
      'talks: { heading: string };',
      'insert into public.talks (title, event, date, url, summary) values',
    ]);
  });

  it('builds, counting the two talks in its content line with nothing skipped', () => {
    if (build.code !== 0) throw new Error(build.output);
    expect(build.output).toMatch(/^\[content\] .*, 6 skills, .* and 2 talks from the embedded backend .*; nothing skipped\.$/m);
  });

  it("shows the talks on the page, under the section's heading, in id order", () => {
    const html = read('index.html');
    expect(html).toMatch(/<h2 id="talks-heading"[^>]*>Talks<\/h2>/);
    const at = TITLES.map((title) => html.indexOf(title));
    expect(at.every((index) => index > html.indexOf('id="talks-heading"'))).toBe(true);
    expect(at[0]).toBeLessThan(at[1]!);
    expect(html).toContain('JSConf EU');
  });

  it("writes them into resume.json's publications, after the publications table's own, with what is known of each", () => {
    const resume = JSON.parse(read('resume.json')) as { publications: { name: string }[] };
    const talks = resume.publications.findIndex((entry) => entry.name === TITLES[0]);
    expect(talks).toBeGreaterThan(0);
    expect(resume.publications.slice(talks)).toEqual([
      { name: TITLES[0], publisher: 'JSConf EU', releaseDate: '2024-06', url: 'https://example.com/talks/checkout', summary: 'How a storefront got its checkout under a second.' },
      { name: TITLES[1], publisher: 'Web Day', releaseDate: '2023' },
    ]);
    expect(resume).toHaveProperty('education');
    expect(resume).toHaveProperty('skills');
  });

  it('never wrote into the working tree', () => {
    expect(existsSync(path.join(ROOT, 'lib/content/tables/talks.ts'))).toBe(false);
    expect(existsSync(path.join(ROOT, 'components/bento/talks'))).toBe(false);
    expect(existsSync(path.join(ROOT, 'supabase/migrations/20261210000000_create_talks.sql'))).toBe(false);
    for (const file of ['lib/content/tables/index.ts', 'components/bento/bento.tsx', 'lib/languages/messages.ts', 'lib/i18n/en.ts', 'supabase/seed.sql']) {
      expect({ file, talks: /\btalks\b/.test(working(file)) }).toEqual({ file, talks: false });
    }
  });
});
