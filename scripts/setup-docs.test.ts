import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_SETTINGS } from '../lib/config';
import { compareVersions, lowestAdmitted } from '../tests/helpers/node-versions';

/**
 * What a new owner runs and sets, held to what the project has: the commands README.md and docs/
 * name, package.json's scripts, .env.example, lib/config.ts and the publish workflow. The docs'
 * prose is not read here, only their commands.
 */
const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };
const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The Node release that first accepts each flag the scripts pass in NODE_OPTIONS. */
const FLAG_SINCE: Record<string, string> = {
  '--experimental-vm-modules': '12.0.0',
  '--disable-warning': '20.11.0',
};

describe('Node version', () => {
  it('engines.node admits no Node too old for a flag the scripts pass in NODE_OPTIONS', () => {
    const minimum = lowestAdmitted(packageJson.engines.node) ?? 'unparsed';
    const flags = [
      ...new Set(Object.values(packageJson.scripts).flatMap((script) => script.match(/NODE_OPTIONS='([^']*)'/)?.[1]?.split(/\s+/) ?? [])),
    ].map((flag) => flag.replace(/=.*/, ''));
    expect(minimum).not.toBe('unparsed');
    expect(flags).toContain('--disable-warning');
    const tooOld = flags.filter((flag) => !(flag in FLAG_SINCE) || compareVersions(minimum, FLAG_SINCE[flag]!) < 0);
    expect(tooOld).toEqual([]);
  });
});

/** npm's own commands a page may name; `npm start` and `npm test` run scripts, so package.json must have those. */
const NPM_COMMANDS = new Set(['install', 'i', 'run', 'ci', 'exec', 'init', 'ls', 'outdated', 'update', 'view', 'audit', 'pack', 'publish', 'version']);
const RUNS_A_SCRIPT = new Set(['start', 'test', 'stop', 'restart']);

/** Every `npm …` in a page's commands: its inline code spans and its shell blocks, less their comments. */
function npmCommands(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^ *```(?:sh|bash|shell)\n([\s\S]*?)^ *```$/gm)].map((match) => match[1]!.replace(/#.*$/gm, ''));
  const spans = [...markdown.replace(/^ *```[^\n]*\n[\s\S]*?^ *```$/gm, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return [...fenced, ...spans].flatMap((code) => [...code.matchAll(/(?<![\w-])npm ((?:run(?: --silent| -s)? )?[\w:-]+)/g)].map((match) => match[1]!));
}

describe.each(docs)('the commands %s names', (file) => {
  const commands = npmCommands(read(file));

  it('are scripts package.json has, or npm commands', () => {
    const missing = commands.filter((command) => {
      const script = /^run(?: --silent| -s)? (\S+)$/.exec(command)?.[1];
      if (script !== undefined) return !(script in packageJson.scripts);
      if (RUNS_A_SCRIPT.has(command)) return !(command in packageJson.scripts);
      return !NPM_COMMANDS.has(command);
    });
    expect(missing).toEqual([]);
  });
});

describe('the commands', () => {
  it('are found in the README: npm install, npm start and npm test', () => {
    const named = npmCommands(read('README.md'));
    expect(named).toEqual(expect.arrayContaining(['install', 'start', 'test']));
  });
});

// lib/config.ts is where every environment variable is read: the owner's settings for the site
// (SITE_SETTINGS) and the tooling's.
const readInConfig = [...new Set([...read('lib/config.ts').matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]!))];

describe('the variables the site reads', () => {
  const variables: string[] = [...SITE_SETTINGS];

  it('include SITE_URL and the Supabase ones, each read in lib/config.ts', () => {
    expect(variables).toEqual(expect.arrayContaining(['SITE_URL', 'NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_LIVE_REFRESH']));
    expect(readInConfig).toEqual(expect.arrayContaining(variables));
  });

  it('are each in .env.example', () => {
    const example = read('.env.example');
    expect(variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });

  it("are each passed to the publish workflow's build step", () => {
    const workflow = read('.github/workflows/publish.yml');
    const buildStep = workflow.slice(workflow.indexOf('run: npm run build'));
    const env = buildStep.slice(0, buildStep.search(/\n\s*- name:/));
    expect(variables.filter((name) => !new RegExp(`^\\s+${name}:`, 'm').test(env))).toEqual([]);
  });
});

describe('references to documents', () => {
  // A comment or a page that cites a document the repository does not have (a design note kept
  // elsewhere, say) sends its reader nowhere.
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const documents = new Set(tracked.filter((file) => file.endsWith('.md') && existsSync(path.join(root, file))).map((file) => path.basename(file)));

  it('name only .md files the repository has', () => {
    const cited = tracked
      .filter((file) => /\.(ts|tsx|mjs|mts|js|md|sql|yml|yaml|css|json)$/.test(file) && !file.endsWith('package-lock.json') && existsSync(path.join(root, file)))
      .flatMap((file) => [...read(file).matchAll(/(?<![\w./-])([A-Za-z][A-Za-z0-9-]*\.md)\b/g)].map((match) => `${file}: ${match[1]}`));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((entry) => !documents.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
