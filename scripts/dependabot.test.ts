import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { compareVersions, lowestAdmitted } from '../tests/helpers/node-versions';
import { ROOT } from './lib/root';

/**
 * .github/dependabot.yml against package.json and node_modules: which PR each framework update
 * lands in, as Dependabot assigns groups, and whether what it holds back still runs here.
 */
type Group = { patterns?: string[]; 'exclude-patterns'?: string[]; 'dependency-type'?: 'production' | 'development'; 'update-types'?: UpdateType[] };
type Update = { 'package-ecosystem': string; groups?: Record<string, Group>; ignore?: Array<{ 'dependency-name': string; versions?: string[]; 'update-types'?: string[] }> };
type UpdateType = 'major' | 'minor' | 'patch';
type Manifest = { version: string; engines?: { node: string }; repository?: string | { url: string } };

const config = YAML.parse(readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8')) as { updates: Update[] };
const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm')!;
const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Record<'dependencies' | 'devDependencies', Record<string, string>> & {
  engines: { node: string };
};
const installed = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as Manifest;
const dependencyType = (name: string) => (name in packageJson.dependencies ? 'production' : 'development');

/** Dependabot's patterns: exact names, `*` matching any run of characters. */
const matches = (pattern: string, name: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&')).join('.*')}$`).test(name);

/** The group Dependabot puts an update of `name` in: the first whose rules all admit it, or none (a PR of its own). */
function groupOf(name: string, type: UpdateType): string | null {
  const admitted = Object.entries(npm.groups ?? {}).find(
    ([, group]) =>
      (!group.patterns || group.patterns.some((pattern) => matches(pattern, name))) &&
      !group['exclude-patterns']?.some((pattern) => matches(pattern, name)) &&
      (!group['dependency-type'] || group['dependency-type'] === dependencyType(name)) &&
      (!group['update-types'] || group['update-types'].includes(type)),
  );
  return admitted?.[0] ?? null;
}

/** The packages released with Next.js or React, by where their installed copy says they come from. */
const framework = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter((name) => {
  const repository = installed(name).repository;
  const url = typeof repository === 'string' ? repository : (repository?.url ?? '');
  return /\b(vercel\/next\.js|(facebook|react)\/react)(\.git)?$/.test(url);
});

describe('the framework', () => {
  it('is next, react and react-dom, and the packages versioned with them', () => {
    expect(framework).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']));
  });

  it('is pinned in package.json to exactly the version installed', () => {
    const ranges = Object.fromEntries(framework.map((name) => [name, { ...packageJson.dependencies, ...packageJson.devDependencies }[name]]));
    expect(ranges).toEqual(Object.fromEntries(framework.map((name) => [name, installed(name).version])));
  });

  it('moves as one: the Next.js packages at next\'s version, react-dom at react\'s', () => {
    const fromNext = framework.filter((name) => !['react', 'react-dom'].includes(name));
    expect(fromNext.map((name) => installed(name).version)).toEqual(fromNext.map(() => installed('next').version));
    expect(installed('react-dom').version).toBe(installed('react').version);
  });

  it('gets every update, major, minor or patch, in one Dependabot PR with React\'s types', () => {
    const moving = [...framework, '@types/react', '@types/react-dom'];
    const groups = moving.flatMap((name) => (['major', 'minor', 'patch'] as const).map((type) => `${name} ${type}: ${groupOf(name, type)}`));
    const first = groupOf('next', 'major');
    expect(first).not.toBeNull();
    expect(groups).toEqual(moving.flatMap((name) => ['major', 'minor', 'patch'].map((type) => `${name} ${type}: ${first}`)));
  });

  it('is held back by no ignore rule, which would leave one part behind', () => {
    expect((npm.ignore ?? []).filter((rule) => framework.some((name) => matches(rule['dependency-name'], name)))).toEqual([]);
  });
});

it('asks about every ecosystem the repository uses: npm, and the actions the workflows use', () => {
  const workflows = readdirSync(path.join(ROOT, '.github', 'workflows')).map((file) => readFileSync(path.join(ROOT, '.github', 'workflows', file), 'utf8'));
  const used = ['npm', ...(workflows.some((text) => /^\s*(- )?uses: /m.test(text)) ? ['github-actions'] : [])];
  expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual(used.sort());
});

it('holds wrangler back from a version above the installed one, which runs on the oldest Node package.json supports', () => {
  const held = (npm.ignore ?? []).find((rule) => rule['dependency-name'] === 'wrangler')?.versions ?? [];
  const from = /^>=\s*([\d.]+)$/.exec(held.join(' '))?.[1];
  const wrangler = installed('wrangler');
  const needs = /^>=\s*([\d.]+)$/.exec(wrangler.engines?.node ?? '')?.[1];
  const oldest = lowestAdmitted(packageJson.engines.node);
  expect({ from, needs, oldest }).toEqual({ from: expect.any(String), needs: expect.any(String), oldest: expect.any(String) });
  expect(compareVersions(wrangler.version, from!)).toBeLessThan(0);
  expect(compareVersions(oldest!, needs!)).toBeGreaterThanOrEqual(0);
});
