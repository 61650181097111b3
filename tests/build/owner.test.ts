import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_TABLES } from '@/lib/content/tables';
import { pngSize } from '@/tests/helpers/png';
import { profile as shipped } from '@/tests/fixtures/profile';
import { freePort } from '@/scripts/lib/processes';
import { readSiteRecord } from '@/scripts/lib/site-record';
import { copyProject, removeCopy } from '@/tests/helpers/project-copy';
import { seedIn } from '@/tests/helpers/sample-content';
import { descendants, killAll, portTaken, processesMentioning, type ProcessInfo, survivors } from '@/tests/helpers/process-tree';

/**
 * The owner's first hour, in a copy of the project: every value in lib/profile.ts replaced, then
 * `npm start`. Nothing the export says about its owner may still be the old value (the page, its
 * meta tags and JSON-LD, robots.txt, sitemap.xml, the 404 page), the build warns of no
 * placeholder, the site is served at the base path of the new address, and SIGTERM to npm stops
 * every process `npm start` started. Ctrl-C during the build stops the build, all of it.
 */
jest.setTimeout(300_000);

/** Every field of lib/profile.ts, with values of someone else's; the languages stay, as each needs its lib/i18n/<code>.ts. */
const owner = {
  locales: ['en'],
  name: 'Ada Quill',
  jobTitle: 'Systems engineer',
  location: 'Lisbon, Portugal',
  // A path, so the new address also moves the base path.
  siteUrl: 'https://ada-quill.dev/folio',
  links: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ada-quill' },
    { network: 'GitHub', url: 'https://github.com/ada-at-work', tag: 'Work' },
    { network: 'GitHub', url: 'https://github.com/adaquill', tag: 'Own' },
    { network: 'Email', url: 'mailto:ada@ada-quill.dev' },
  ],
  hero: {
    headline: 'Engineer of quiet, reliable systems for the people who ship them.',
    subtext: 'I run the platform team of a small bank.',
    tags: ['Calm', 'careful', 'code'],
  },
  about: {
    whatIDo: ['Platform Engineering', 'Incident Command'],
  },
  yearsOfExperience: 12,
  workIntro: '{years} winters of production systems: the places, and what the work was.',
  projectsIntro: 'What I make on weekends, to learn what I do not use at work.',
};

type Leaf = [field: string, value: string | number];

/** The fields of a profile and their values, arrays item by item. */
function leaves(value: unknown, field = ''): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [[field, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${field}[${index}]`));
  return Object.entries(value as object).flatMap(([key, item]) => leaves(item, field ? `${field}.${key}` : key));
}

/** The fields that say something about the owner: `locales` names languages ("en" is in every file), a link's network names a site. */
const ownerTexts = (value: object) => leaves(value).filter(([field]) => !field.startsWith('locales[') && !/^links\[\d+\]\.network$/.test(field));

/** The shape of a profile: its fields, with arrays as one field whatever their length. */
const shape = (value: object) => [...new Set(leaves(value).map(([field]) => field.replace(/\[\d+\]/g, '[]')))].sort();

const workIntro = (values: { workIntro: string; yearsOfExperience: number }) =>
  values.workIntro.replaceAll('{years}', String(values.yearsOfExperience));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * How an old value could still stand in a file of the export: as itself, HTML-escaped, or, for a
 * short single word such as a hero tag, as a whole attribute or string value ("with"), since the
 * word alone is everywhere.
 */
function traces(value: string): string[] {
  if (/\s/.test(value) || value.length >= 16) return [...new Set([value, escapeHtml(value)])];
  return [`"${value}"`, `\\"${value}\\"`, `>${value}<`];
}

// A content table's name is the code's own word even quoted as a value: a section's React key in the payload.
const TABLE_NAMES = new Set<string>(CONTENT_TABLES.map((table) => table.name));

/** A short word in the framework's code or as a JSON key ("skills": the table, the résumé's section) is the code's own word, not the owner's. */
const isOwnWord = (value: string, trace: string, where: string, text: string) =>
  (TABLE_NAMES.has(value) && !trace.startsWith('>')) ||
  (!/\s/.test(value) &&
  value.length < 16 &&
  ((/^_next\/static\/chunks\/(?!payload-)/.test(where) && !trace.startsWith('>')) || !new RegExp(`${trace.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(?!\\s*:)`).test(text)));

/** The site's address, with each URL in a text that has its host: the only ones allowed are the content's. */
const urlsOnHost = (text: string, host: string) =>
  text.match(new RegExp(`[^\\s"'<>()\\\\]*${host.replaceAll('.', '\\.')}[^\\s"'<>()\\\\]*`, 'g')) ?? [];

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesOf(file) : [file];
  });
}

const TEXT_FILE = /\.(html|txt|xml|json|js|css|webmanifest)$|\/_headers$/;

let dir: string;
let out: string;
let port: number;
let npm: ChildProcess;
let output = '';

/** `npm start` in the copy, in a process group of its own as a terminal starts it. */
function npmStart(args: string[]): ChildProcess {
  const dropped = new Set(['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'NEXT_PUBLIC_SUPABASE_ANON_KEY', 'NEXT_PUBLIC_LIVE_REFRESH', 'SITE_URL', 'NEXT_EXPORT_DIR', 'NODE_OPTIONS', 'PORT']);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !dropped.has(name)));
  const child = spawn('npm', ['start', '--', ...args], {
    cwd: dir,
    env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

function until(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const poll = setInterval(() => {
      if (!pattern.test(output)) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve();
    }, 200);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before ${pattern}:\n${output}`));
    });
  });
}

/** What `npm start` runs now: npm and everything below it, and anything else running from the copy. */
function processTree(child: ChildProcess): ProcessInfo[] {
  const tree = [{ pid: child.pid!, command: 'npm start' }, ...descendants(child.pid!), ...processesMentioning(dir)];
  return [...new Map(tree.map((info) => [info.pid, info])).values()];
}

beforeAll(async () => {
  dir = copyProject('owner');
  out = path.join(dir, 'out');
  // The copy's files are hard links to the working tree's: unlink before writing.
  rmSync(path.join(dir, 'lib', 'profile.ts'));
  writeFileSync(path.join(dir, 'lib', 'profile.ts'), `export const profile = ${JSON.stringify(owner, null, 2)} as const;\n`);
  port = await freePort();
  npm = npmStart(['--port', String(port)]);
  await until(npm, /Serving/, 280_000);
});

afterAll(() => {
  if (npm) killAll(processTree(npm));
  removeCopy(dir);
});

describe('a copy with every value of lib/profile.ts replaced, after `npm start`', () => {
  it('replaces every field the profile has', () => {
    expect(shape(owner)).toEqual(shape(shipped));
    const oldValues = new Set(ownerTexts(shipped).map(([, value]) => value));
    expect(ownerTexts(owner).filter(([, value]) => oldValues.has(value))).toEqual([]);
  });

  it('builds without a placeholder warning', () => {
    expect(output).toMatch(/^\[content\] /m);
    expect(output).not.toContain('placeholders from lib/profile.ts');
  });

  it('exports none of the old values, in any file', () => {
    const oldTexts = ownerTexts(shipped)
      // A link's tag is a common word ("Personal"), which content may say too.
      .filter(([field]) => !['siteUrl', 'yearsOfExperience', 'workIntro'].includes(field) && !/^links\[\d+\]\.tag$/.test(field))
      .map(([field, value]): [string, string] => [field, String(value)])
      .concat([
        ['workIntro with yearsOfExperience', workIntro(shipped)],
        ['hero.tags as a sentence', shipped.hero.tags.join(' ')],
      ]);
    const files = filesOf(out).filter((file) => TEXT_FILE.test(file));
    expect(files.map((file) => path.relative(out, file))).toEqual(
      expect.arrayContaining(['index.html', '404.html', 'robots.txt', 'sitemap.xml']),
    );

    // The sample content has URLs on the placeholder's host too: those are content, not the address.
    const oldHost = new URL(shipped.siteUrl).host;
    const contentUrls = new Set(urlsOnHost(readFileSync(seedIn(dir), 'utf8'), oldHost));
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const where = path.relative(out, file);
      for (const [field, value] of oldTexts) {
        for (const trace of traces(value)) if (text.includes(trace) && !isOwnWord(value, trace, where, text)) found.push(`${where}: ${field} (${trace})`);
      }
      for (const url of urlsOnHost(text, oldHost)) if (!contentUrls.has(url)) found.push(`${where}: siteUrl (${url})`);
    }
    expect(found).toEqual([]);
  });

  it('says the new values in the page, its meta tags and JSON-LD', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const title = `${owner.name} · ${owner.jobTitle}`;
    const address = `${owner.siteUrl}/`;
    expect(html).toContain(`<title>${title}</title>`);
    for (const property of ['property="og:title"', 'name="twitter:title"']) {
      expect(html).toMatch(new RegExp(`<meta ${property} content="${title}"`));
    }
    expect(html).toContain(`<meta name="description" content="${owner.hero.headline} ${owner.hero.subtext}"`);
    expect(html).toContain(`<link rel="canonical" href="${address}"`);
    expect(html).toContain(`<meta property="og:url" content="${address}"`);
    expect(html).toContain(`<meta property="og:site_name" content="${owner.name}"`);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: owner.name,
      jobTitle: owner.jobTitle,
      description: owner.hero.headline,
      url: address,
      image: `${address}og.png`,
      address: { '@type': 'PostalAddress', addressLocality: owner.location },
      email: 'ada@ada-quill.dev',
      sameAs: owner.links.slice(0, 3).map((link) => link.url),
    });

    for (const text of [owner.name, owner.location, owner.hero.subtext, owner.projectsIntro, workIntro(owner), ...owner.about.whatIDo]) {
      expect(html).toContain(text);
    }
    for (const { url } of owner.links) expect(html).toContain(`href="${url}"`);
    for (const tag of owner.hero.tags) expect(html).toContain(`data-label="${tag}"`);
    expect(html).toContain(owner.hero.tags.join(' '));
  });

  it('says the new address in robots.txt, sitemap.xml, and the 404 page', () => {
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${owner.siteUrl}/sitemap.xml`);
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain(`<loc>${owner.siteUrl}/</loc>`);
    const notFound = readFileSync(path.join(out, '404.html'), 'utf8');
    expect(notFound).toContain(`<title>Page not found · ${owner.name}</title>`);
    expect(notFound).toMatch(new RegExp(`<a href="/folio/"[^>]*>Back to (<!-- -->)?${owner.name}</a>`));
  });

  // A PNG's text cannot be searched like the files above: the image is checked to be there, drawn
  // for the new owner (its alt text, written from the same values), and not the shipped one's.
  it("draws the link-preview image for the new owner's values", () => {
    const image = readFileSync(path.join(out, 'og.png'));
    expect(pngSize(image)).toEqual({ width: 1200, height: 630 });
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(alt).toContain(owner.name);
    expect(alt).toContain(owner.jobTitle);
    expect(alt).not.toContain(shipped.name);
    expect(html).toContain(`<meta property="og:image" content="${owner.siteUrl}/og.png"`);
  });

  it('records the new address in the export, and serves the site at its base path', async () => {
    expect(readSiteRecord(out)).toEqual({ siteUrl: `${owner.siteUrl}/`, basePath: '/folio' });
    expect(output).toContain(`at http://127.0.0.1:${port}/folio/`);
    const page = await fetch(`http://127.0.0.1:${port}/folio/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<title>${owner.name} · ${owner.jobTitle}</title>`);
  });

  it('stops every process it started on SIGTERM to npm, and frees the port', async () => {
    const tree = processTree(npm);
    expect(tree.map((info) => info.command)).toEqual(expect.arrayContaining([expect.stringMatching(/\bworkerd\b/)]));
    npm.kill('SIGTERM');
    expect(await survivors(tree)).toEqual([]);
    expect(processesMentioning(dir)).toEqual([]);
    expect(await portTaken(port)).toBe(false);
  });
});

describe('Ctrl-C during the build of `npm start`', () => {
  it('stops the build, all of it, and serves nothing', async () => {
    const starting = npmStart(['--port', String(await freePort())]);
    try {
      await until(starting, /Creating an optimized production build/, 120_000);
      const tree = processTree(starting);
      expect(tree.map((info) => info.command)).toEqual(expect.arrayContaining([expect.stringMatching(/next build/)]));
      process.kill(-starting.pid!, 'SIGINT');
      expect(await survivors(tree)).toEqual([]);
      expect(processesMentioning(dir)).toEqual([]);
      expect(output).not.toContain('Serving');
      expect(existsSync(path.join(out, 'index.html'))).toBe(false);
    } finally {
      killAll(processTree(starting));
    }
  });
});
