// `node --import tsx bench/import.mjs`: how long `npm run import` takes on a résumé of 50 roles and
// 200 projects (issue 55's budget: under 5 s). In process (read, map, write), median of 5, and the
// whole command, Node's and the TypeScript compiler's start included, median of 3: that one is held
// to the budget. Writes only under .bench/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from '../scripts/lib/processes.ts';
import { importResume, TARGETS } from '../scripts/import/run.ts';

const ROLES = 50;
const PROJECTS = 200;
const BUDGET_SECONDS = 5;
const dir = path.join(ROOT, '.bench', 'import');

const paragraph = (n) => `Item ${n}: shipped the thing, measured it, and wrote down what it's for — "twice". `.repeat(8);
const year = (n) => String(2000 + (n % 25));

const resume = {
  basics: { name: 'Bench Mark', label: 'Engineer', summary: paragraph(0), location: { city: 'Lisbon', countryCode: 'PT' } },
  work: Array.from({ length: ROLES }, (_, n) => ({
    name: `Company ${n}`,
    position: `Engineer ${n}`,
    url: `company-${n}.example.com`,
    startDate: `${year(n)}-0${1 + (n % 9)}`,
    ...(n > 0 && { endDate: `${year(n + 1)}-0${1 + (n % 9)}-15` }),
    summary: paragraph(n),
    highlights: Array.from({ length: 5 }, (_, k) => `Highlight ${k} of role ${n}`),
    'x-responsibilities': Array.from({ length: 5 }, (_, k) => ({ label: `Task ${k}`, value: k + 1 })),
  })),
  projects: Array.from({ length: PROJECTS }, (_, n) => ({
    name: `Project ${n}`,
    description: paragraph(n),
    url: n % 2 ? `https://github.com/bench/project-${n}` : `https://project-${n}.example.com`,
    keywords: ['TypeScript', 'Postgres', `tag-${n}`],
    highlights: [`Shipped ${n}`],
    startDate: year(n),
  })),
  education: [{ institution: 'University', area: 'CS', studyType: 'BSc', startDate: '2010', endDate: '2014' }],
  skills: Array.from({ length: 20 }, (_, n) => ({ name: `Skill ${n}`, level: 'Expert', keywords: ['a', 'b'] })),
};

rmSync(dir, { recursive: true, force: true });
const root = path.join(dir, 'project');
for (const file of [...Object.values(TARGETS), 'lib/i18n/en.ts']) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  cpSync(path.join(ROOT, file), path.join(root, file));
}
const input = path.join(dir, 'resume.json');
writeFileSync(input, JSON.stringify(resume, null, 2));

const times = [];
for (let run = 0; run < 5; run++) {
  const started = performance.now();
  const result = await importResume({ input, root });
  times.push((performance.now() - started) / 1000);
  if (result.errors.length > 0) throw new Error(`The import failed:\n${result.errors.join('\n')}`);
}
const median = times.sort((a, b) => a - b)[2];

const commandTimes = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  const command = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/import/cli.mjs'), input], { cwd: root, encoding: 'utf8' });
  commandTimes.push((performance.now() - started) / 1000);
  if (command.status !== 0) throw new Error(`npm run import failed:\n${command.stderr}`);
}
const whole = commandTimes.sort((a, b) => a - b)[1];

const kib = (file) => (statSync(path.join(root, file)).size / 1024).toFixed(0);
console.log(`Résumé: ${ROLES} roles, ${PROJECTS} projects (${kib('../resume.json')} KiB); seed.sql ${kib(TARGETS.seed)} KiB`);
console.log(`Import in process: median ${median.toFixed(3)} s of 5 (${times.map((t) => t.toFixed(3)).join(', ')})`);
console.log(`The whole command, Node's start included: median ${whole.toFixed(2)} s of 3 (${commandTimes.map((t) => t.toFixed(2)).join(', ')}; budget ${BUDGET_SECONDS} s)`);
if (whole >= BUDGET_SECONDS) process.exitCode = 1;
