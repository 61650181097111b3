import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';
import { type BuildResult, copyProject, removeCopy, runBuild, runScript } from '@/tests/helpers/project-copy';

/**
 * `npm run import` of JSON Resume's own sample into a throwaway copy, then `npm run build` there: the
 * page and resume.json show the sample. The copy's files are hard links, and the import replaces
 * a file by renaming a new one over it, so the working tree's seed and profile stay as they were.
 * Then the copy's unit tests that can see the import pass: they read content of their own.
 */
jest.setTimeout(1_200_000);

const SAMPLE = require.resolve('resume-schema/sample.resume.json');
const TOUCHED = ['supabase/seed.sql', 'lib/profile.ts'];

/**
 * What the copy's unit tests can see the import through, for jest's --findRelatedTests: the files it
 * writes; the modules that name the seed, which read it (the embedded backend) or write it; and the
 * tests that name either file. A unit test that reaches none of them runs the same in the copy as
 * in the working tree, where the unit phase ran it.
 */
function seeingTheImport(root: string): string[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
  const source = files.filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.startsWith('tests/build/') && !file.startsWith('e2e/'));
  const names = (file: string, ...written: string[]) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return written.some((name) => text.includes(name));
  };
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  return [
    ...TOUCHED,
    ...source.filter((file) => !isTest(file) && names(file, 'seed.sql')),
    ...source.filter((file) => isTest(file) && names(file, ...TOUCHED)),
  ];
}

let dir: string;
let imported: string;
let build: BuildResult;
let units: BuildResult;
const before = Object.fromEntries(TOUCHED.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));

beforeAll(async () => {
  dir = copyProject('import');
  imported = execFileSync('npm', ['run', '--silent', 'import', '--', SAMPLE], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  build = await runBuild(dir, {}, 540_000);
  // A repository of its own, as an owner's project is: some unit tests list its files with git.
  for (const args of [['init', '-q'], ['add', '-A']]) execFileSync('git', args, { cwd: dir });
  units = await runScript(dir, 'test:unit', { NODE_ENV: 'test' }, { timeoutMs: 600_000, args: ['--findRelatedTests', ...seeingTheImport(dir)] });
}, 1_200_000);

afterAll(() => {
  if (dir) removeCopy(dir);
});

const out = (file: string) => readFileSync(path.join(dir, 'out', file), 'utf8');

it("imports the sample into the copy's files and leaves the working tree's alone", () => {
  expect(imported).toContain('basics → lib/profile.ts: name, jobTitle, location, about.summary');
  expect(readFileSync(path.join(dir, 'lib/profile.ts'), 'utf8')).toContain("name: 'Richard Hendriks'");
  for (const file of TOUCHED) {
    expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(before[file]);
    expect(statSync(path.join(dir, file)).ino).not.toBe(statSync(path.join(ROOT, file)).ino);
    expect(readFileSync(path.join(dir, file), 'utf8')).not.toBe(before[file]);
  }
});

it('builds, counting the imported rows', () => {
  if (build.code !== 0) throw new Error(build.output);
  expect(build.output).toMatch(
    /\[content\] 1 projects, 1 roles, 1 education, 2 skills, 1 awards, 0 certificates, 1 publications, 1 volunteer, 1 spoken_languages and 1 interests from the embedded backend/,
  );
});

it("shows the sample's name, its work and its project on the page", () => {
  const page = out('index.html');
  expect(page).toContain('Richard Hendriks');
  expect(page).toContain('Pied Piper');
  expect(page).toContain('Miss Direction');
});

it("puts the sample's education and skills into resume.json", () => {
  const resume = JSON.parse(out('resume.json')) as { basics: { name: string }; education: { institution: string }[]; skills: { name: string }[] };
  expect(resume.basics.name).toBe('Richard Hendriks');
  expect(resume.education.map((item) => item.institution)).toEqual(['University of Oklahoma']);
  expect(resume.skills.map((item) => item.name)).toEqual(['Web Development', 'Compression']);
});

it("passes the copy's unit tests that can see the import: they read content of their own", () => {
  if (units.code !== 0) throw new Error(units.output.slice(-20_000));
  const [, passed, total] = /Tests: +(\d+) passed, (\d+) total/.exec(units.output) ?? [];
  expect(Number(passed)).toBeGreaterThan(0);
  expect(passed).toBe(total);
  console.log(`The copy's unit tests that can see the import: ${passed} of ${total} passed in ${units.seconds} s.`);
});
