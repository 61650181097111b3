import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_SETTINGS } from '../lib/config';
import { placeholderWarning, PROFILE_PLACEHOLDERS } from '../lib/profile-placeholders';
import { compareVersions, lowestAdmitted } from '../tests/helpers/node-versions';
import { SITE_RECORD } from './lib/site-record';

/**
 * What a new owner follows to set the project up and publish it: package.json, README.md,
 * .env.example and the publish workflow, held to one another.
 */
const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };
const readme = read('README.md');

/** The Node release that first accepts each flag the scripts pass in NODE_OPTIONS. */
const FLAG_SINCE: Record<string, string> = {
  '--experimental-vm-modules': '12.0.0',
  '--disable-warning': '20.11.0',
};

describe('Node version', () => {
  const minimum = lowestAdmitted(packageJson.engines.node) ?? 'unparsed';
  const flags = [
    ...new Set(Object.values(packageJson.scripts).flatMap((script) => script.match(/NODE_OPTIONS='([^']*)'/)?.[1]?.split(/\s+/) ?? [])),
  ].map((flag) => flag.replace(/=.*/, ''));

  it('engines.node admits no Node too old for a flag the scripts pass in NODE_OPTIONS', () => {
    expect(flags).toContain('--disable-warning');
    const tooOld = flags.filter((flag) => !(flag in FLAG_SINCE) || compareVersions(minimum, FLAG_SINCE[flag]!) < 0);
    expect(tooOld).toEqual([]);
  });

  it('the README names the same range as engines.node, and its minimum', () => {
    expect(minimum).not.toBe('unparsed');
    expect(readme).toContain(`\`"node": "${packageJson.engines.node}"\``);
    expect(readme).toContain(`Node ${minimum} or later`);
  });
});

describe('README commands run on a fresh machine', () => {
  it('updates the package lists before every apt-get install', () => {
    const installs = readme.split('\n').filter((line) => line.includes('apt-get install'));
    expect(installs.length).toBeGreaterThan(0);
    for (const line of installs) expect(line).toMatch(/apt-get update && (sudo )?apt-get install/);
  });

  it('runs the Supabase CLI through npx, which needs no global install', () => {
    const commands = [...readme.matchAll(/`([^`]*\bsupabase (?:login|link|db)\b[^`]*)`/g)].map((match) => match[1]!);
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((command) => /(?<!npx )\bsupabase (?:login|link|db)\b/.test(command))).toEqual([]);
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

  it('and the tooling ones are each named in the README', () => {
    const tooling = readInConfig.filter((name) => !variables.includes(name));
    expect(tooling.length).toBeGreaterThan(0);
    expect(tooling.filter((name) => !new RegExp(`(?<![A-Z_])${name}(?![A-Z_])`).test(readme))).toEqual([]);
  });

  it.each([
    ['.env.example', (name: string) => new RegExp(`^${name}=`, 'm')],
    ["the README's table", (name: string) => new RegExp(`^\\|[^\\n]*\`${name}\`[^\\n]*\\|[^\\n]+\\|$`, 'm')],
  ])('are each documented in %s', (file, pattern) => {
    const text = file === '.env.example' ? read('.env.example') : readme;
    expect(variables.filter((name) => !pattern(name).test(text))).toEqual([]);
  });
});

describe("the README's commands and names", () => {
  const workflow = read('.github/workflows/publish.yml');

  it('name only scripts package.json has', () => {
    const named = [...readme.matchAll(/\bnpm (?:run(?: --silent| -s)? ([\w:-]+)|(start|test)\b)/g)].map((match) => match[1] ?? match[2]!);
    expect(named).toEqual(expect.arrayContaining(['dev', 'build', 'serve', 'start', 'test']));
    expect([...new Set(named)].filter((name) => !(name in packageJson.scripts))).toEqual([]);
  });

  it('give the dev server the address its script binds', () => {
    expect(packageJson.scripts.dev).toMatch(/\s-H 127\.0\.0\.1\b/);
    const devLines = readme.split('\n').filter((line) => /^npm run dev\b|`npm run dev` \|/.test(line));
    expect(devLines.length).toBeGreaterThan(0);
    for (const line of devLines) expect(line).toContain('http://127.0.0.1:3000');
  });

  describe('for GitHub Pages', () => {
    const section = readme.slice(readme.indexOf('### GitHub Pages'), readme.indexOf('### Republish when content changes'));
    const expressions = (kind: string, text: string) => [...new Set([...text.matchAll(new RegExp(`\\b${kind}\\.([A-Z][A-Z0-9_]*)`, 'g'))].map((match) => match[1]!))].sort();

    it('name every secret the workflow reads, as a repository secret', () => {
      const secrets = expressions('secrets', workflow);
      expect(secrets).toEqual(['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_URL']);
      const step = section.split('\n').findIndex((line) => line.includes('New repository secret'));
      const stepText = section.split('\n').slice(step, step + 2).join('\n');
      for (const name of secrets) expect(stepText).toContain(`\`${name}\``);
    });

    it('name the repository variables the workflow reads, and the workflow reads the ones they name', () => {
      expect(expressions('vars', section)).toEqual(expressions('vars', workflow));
      expect(expressions('vars', workflow)).toEqual(['NEXT_PUBLIC_LIVE_REFRESH']);
    });

    it('pass the build step every variable the site reads', () => {
      const variables: string[] = [...SITE_SETTINGS];
      const buildStep = workflow.slice(workflow.indexOf('run: npm run build'));
      const env = buildStep.slice(0, buildStep.search(/\n\s*- name:/));
      expect(variables.filter((name) => !new RegExp(`^\\s+${name}:`, 'm').test(env))).toEqual([]);
    });
  });

  it('name the file in which a build records its address, as serve reads it', () => {
    expect(readme).toContain(`\`${SITE_RECORD}\``);
  });

  it('show the placeholder warning as a build prints it', () => {
    const sample = /^⚠ (The site still carries placeholders from lib\/profile\.ts: .*)$/m.exec(readme)?.[1];
    const [start, end] = (sample ?? 'missing…missing').split('…');
    const shipped = { ...PROFILE_PLACEHOLDERS, siteUrl: `https://${PROFILE_PLACEHOLDERS.siteHost}` };
    const warning = placeholderWarning(shipped, {})!;
    expect(warning.startsWith(start!.trimEnd())).toBe(true);
    expect(warning.endsWith(end!.trimStart())).toBe(true);
  });
});

describe('references to documents', () => {
  // A comment or a page that cites a document the repository does not have (a design note kept
  // elsewhere, say) sends its reader nowhere.
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const documents = new Set(tracked.filter((file) => file.endsWith('.md')).map((file) => path.basename(file)));

  it('name only .md files the repository has', () => {
    const cited = tracked
      .filter((file) => /\.(ts|tsx|mjs|mts|js|md|sql|yml|yaml|css|json)$/.test(file) && !file.endsWith('package-lock.json') && existsSync(path.join(root, file)))
      .flatMap((file) => [...read(file).matchAll(/(?<![\w./-])([A-Za-z][A-Za-z0-9-]*\.md)\b/g)].map((match) => `${file}: ${match[1]}`));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((entry) => !documents.has(entry.split(': ')[1]!))).toEqual([]);
  });
});
