import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What a new user follows to set the project up: package.json, README.md and .env.example. */
const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };
const readme = read('README.md');

/** The Node release that first accepts each flag the scripts pass in NODE_OPTIONS. */
const FLAG_SINCE: Record<string, string> = {
  '--experimental-vm-modules': '12.0.0',
  '--disable-warning': '20.11.0',
};

const version = (text: string) => text.split('.').map(Number).concat(0, 0).slice(0, 3);
const atLeast = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

describe('Node version', () => {
  // The lowest release engines.node admits: the least lower bound of its ranges (">=24", "^20.11").
  const bounds = packageJson.engines.node.split('||').map((range) => range.trim().match(/^(?:>=|\^)\s*(\d+(?:\.\d+){0,2})$/)?.[1] ?? 'unparsed');
  const minimum = bounds.includes('unparsed') ? 'unparsed' : bounds.sort((a, b) => atLeast(version(a), version(b)))[0]!;
  const flags = [
    ...new Set(Object.values(packageJson.scripts).flatMap((script) => script.match(/NODE_OPTIONS='([^']*)'/)?.[1]?.split(/\s+/) ?? [])),
  ].map((flag) => flag.replace(/=.*/, ''));

  it('engines.node admits no Node too old for a flag the scripts pass in NODE_OPTIONS', () => {
    expect(flags).toContain('--disable-warning');
    const tooOld = flags.filter((flag) => !(flag in FLAG_SINCE) || atLeast(version(minimum), version(FLAG_SINCE[flag]!)) < 0);
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

describe('the variables the site reads', () => {
  // lib/config.ts is where the build reads the owner's settings from the environment.
  const variables = [...new Set([...read('lib/config.ts').matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]!))];

  it('include SITE_URL and the Supabase ones', () => {
    expect(variables).toEqual(expect.arrayContaining(['SITE_URL', 'NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_LIVE_REFRESH']));
  });

  it.each([
    ['.env.example', (name: string) => new RegExp(`^${name}=`, 'm')],
    ["the README's table", (name: string) => new RegExp(`^\\|[^\\n]*\`${name}\`[^\\n]*\\|[^\\n]+\\|$`, 'm')],
  ])('are each documented in %s', (file, pattern) => {
    const text = file === '.env.example' ? read('.env.example') : readme;
    expect(variables.filter((name) => !pattern(name).test(text))).toEqual([]);
  });
});
