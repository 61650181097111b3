import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';
import { type BuildResult, copyProject, removeCopy, runBuild, runScript } from '@/tests/helpers/project-copy';

/**
 * An owner's first step, `npm run import` of a real résumé, then what they run next, in a throwaway
 * copy each: `npm run typecheck` (the tests' types included) and, where a test reads what it
 * published, `npm run build`. Five résumés of different shapes, for the shapes an owner's file has:
 * the tests own their content, so none of them can break the project. The fifth, with no links and
 * no projects, is tests/build/add-table.test.ts's: that copy imports it, adds a table, and runs lint,
 * typecheck, every unit test and the build. The older keys' import differs from the sample's only in
 * the keys it reads (scripts/import/read.test.ts), so its copy is type-checked, not built. The copy's
 * files are hard links, and the import replaces a file by renaming a new one over it, so the working
 * tree's seed and profile stay as they were.
 */
jest.setTimeout(1_800_000);

const FIXTURES = path.join(ROOT, 'scripts', 'import', 'fixtures');
const TOUCHED = ['supabase/seed.sql', 'lib/profile.ts'];
const before = Object.fromEntries(TOUCHED.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

type Imported = { dir: string; output: string; typecheck: BuildResult; build?: BuildResult };

async function importAndBuild(name: string, resume: string, build: boolean): Promise<Imported> {
  const dir = copyProject(`import-${name}`);
  const output = execFileSync('npm', ['run', '--silent', 'import', '--', resume], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  const typecheck = await runScript(dir, 'typecheck', {}, { timeoutMs: 300_000 });
  return { dir, output, typecheck, build: build ? await runBuild(dir, {}, 540_000) : undefined };
}

const passed = (result: BuildResult | undefined, what: string) => {
  if (!result) throw new Error(`${what} did not run`);
  if (result.code !== 0) throw new Error(`${what} failed (${result.code}):\n${result.output.slice(-20_000)}`);
};

const fileOf = (imported: Imported, file: string) => readFileSync(path.join(imported.dir, 'out', file), 'utf8');
const resumeOf = (imported: Imported) =>
  JSON.parse(fileOf(imported, 'resume.json')) as {
    basics: { name: string; email?: string; url?: string; profiles: { network: string; url: string }[] };
    work: { name: string }[];
    projects: { name: string }[];
    education: { institution: string }[];
    skills: { name: string }[];
  };

const RESUMES = [
  { name: 'sample', file: require.resolve('resume-schema/sample.resume.json'), build: true },
  { name: 'older-keys', file: path.join(FIXTURES, 'older-keys.resume.json'), build: false },
  { name: 'two-links', file: path.join(FIXTURES, 'two-links.resume.json'), build: true },
  { name: 'single-role', file: path.join(FIXTURES, 'single-role.resume.json'), build: true },
] as const;

const results = new Map<string, Imported>();
const result = (name: (typeof RESUMES)[number]['name']): Imported => {
  const found = results.get(name);
  if (!found) throw new Error(`The import of ${name} did not run`);
  return found;
};

afterAll(() => {
  for (const { dir } of results.values()) removeCopy(dir);
});

describe.each(RESUMES)('an import of the $name résumé', ({ name, file, build }) => {
  beforeAll(async () => {
    results.set(name, await importAndBuild(name, file, build));
  }, 1_200_000);

  it("writes the copy's seed and profile, and leaves the working tree's alone", () => {
    const { dir } = result(name);
    for (const touched of TOUCHED) {
      expect(readFileSync(path.join(ROOT, touched), 'utf8')).toBe(before[touched]);
      expect(statSync(path.join(dir, touched)).ino).not.toBe(statSync(path.join(ROOT, touched)).ino);
      expect(readFileSync(path.join(dir, touched), 'utf8')).not.toBe(before[touched]);
    }
  });

  it(`leaves typecheck, the tests included${build ? ', and the build' : ''} passing`, () => {
    passed(result(name).typecheck, 'npm run typecheck');
    if (build) passed(result(name).build, 'npm run build');
  });
});

it("builds the schema's sample, counting the imported rows, and shows them on the page and in resume.json", () => {
  const sample = result('sample');
  expect(sample.output).toContain('basics → lib/profile.ts: name, jobTitle, location, about.summary');
  expect(sample.build?.output).toMatch(
    /\[content\] 1 projects, 1 roles, 1 education, 2 skills, 1 awards, 0 certificates, 1 publications, 1 volunteer, 1 spoken_languages and 1 interests from the embedded backend/,
  );
  const page = fileOf(sample, 'index.html');
  for (const text of ['Richard Hendriks', 'Pied Piper', 'Miss Direction']) expect(page).toContain(text);
  const resume = resumeOf(sample);
  expect(resume.education.map((item) => item.institution)).toEqual(['University of Oklahoma']);
  expect(resume.skills.map((item) => item.name)).toEqual(['Web Development', 'Compression']);
});

it('publishes exactly the two links of a résumé that has two', () => {
  const { basics } = resumeOf(result('two-links'));
  expect(basics.name).toBe('Noor Haddad');
  expect(basics.email).toBe('noor@example.org');
  expect(basics.profiles).toEqual([{ network: 'GitHub', url: 'https://github.com/noorh', username: 'noorh' }]);
  expect(fileOf(result('two-links'), 'index.html')).not.toContain('your-work-account');
});

it('shows the one role of a résumé that has one', () => {
  const single = result('single-role');
  expect(resumeOf(single).work.map((role) => role.name)).toEqual(['Danube Cloud']);
  expect(fileOf(single, 'index.html')).toContain('Danube Cloud');
});
