import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { ROOT } from './lib/root';

/** .github/dependabot.yml: weekly update PRs for the npm packages and the workflow's actions. */
type Update = { 'package-ecosystem': string; directory: string; schedule: { interval: string }; ignore?: Array<{ 'dependency-name': string; versions?: string[] }> };

const config = YAML.parse(readFileSync(path.join(ROOT, '.github', 'dependabot.yml'), 'utf8')) as { version: number; updates: Update[] };
const pkg = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string; engines: { node: string } };

it('asks weekly about the npm packages and the GitHub Actions, at the repository root', () => {
  expect(config.version).toBe(2);
  expect(config.updates.map((update) => [update['package-ecosystem'], update.directory, update.schedule.interval])).toEqual([
    ['npm', '/', 'weekly'],
    ['github-actions', '/', 'weekly'],
  ]);
});

it('holds wrangler below 4.87, the first to refuse Node 20, while the installed one still runs on it', () => {
  const npm = config.updates.find((update) => update['package-ecosystem'] === 'npm')!;
  expect(npm.ignore).toContainEqual({ 'dependency-name': 'wrangler', versions: ['>=4.87.0'] });
  const wrangler = pkg('wrangler');
  expect(wrangler.version.startsWith('4.86.')).toBe(true);
  expect(wrangler.engines.node).toBe('>=20.3.0');
});
