import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validate } from 'resume-schema';
import { jsonResume } from '@/components/resume/json-resume';
import { yearsOf } from '@/components/resume/resume-content';
import { openEmbeddedBackend, type EmbeddedBackend } from '@/embedded-backend';
import { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL } from '@/embedded-backend/keys';
import { readBuildContent } from '@/lib/content/build-content';
import { createNodeContentClient } from '@/lib/content/supabase-node-client';
import type { ContentItems } from '@/lib/content/tables';
import en from '@/lib/i18n/en';
import { profileIn } from '@/lib/languages/profile-in';
import type { OwnerProfile } from '@/lib/owner-profile';
import { SECTIONS, type Section } from './mapping';
import { importResume, TARGETS } from './run';
import { SAMPLE_CONTENT, sampleOf } from '@/tests/helpers/sample-content';

/**
 * Import → the build's reader → the site's resume.json, all in-process: the real migrations in
 * PGlite, the seed the import wrote, readBuildContent through supabase-js, and jsonResume.
 */

const REPO = path.join(__dirname, '..', '..');
const SAMPLE = require.resolve('resume-schema/sample.resume.json');
const OLDER = path.join(__dirname, 'fixtures', 'older-keys.resume.json');
const site = new URL('https://owner.example.com/');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'round-trip-'));
const backends: EmbeddedBackend[] = [];

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.close()));
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  // readBuildContent prints its [content] summary line.
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

type Resume = ReturnType<typeof jsonResume>;
type Exported = { resume: Resume; tables: ContentItems; owner: OwnerProfile };

let copies = 0;

async function contentOf(seed: string | null): Promise<ContentItems> {
  const backend = await openEmbeddedBackend(seed === null ? { seedFile: SAMPLE_CONTENT } : { seed: false });
  backends.push(backend);
  if (seed !== null) await backend.db.exec(seed);
  const source = { client: createNodeContentClient({ url: EMBEDDED_BACKEND_URL, anonKey: EMBEDDED_ANON_KEY, fetch: backend.fetch }), url: EMBEDDED_BACKEND_URL };
  return (await readBuildContent(source, { kind: 'embedded' }, ['en'])).tables;
}

function exported(tables: ContentItems, owner: OwnerProfile): Resume {
  return jsonResume(tables, site, { locale: 'en', messages: en, profile: profileIn('en', owner) });
}

/** `npm run import` into a copy of the profile and seed; the site's resume.json from what it wrote. */
async function importAndExport(input: string): Promise<Exported> {
  const root = path.join(scratch, `project-${++copies}`);
  for (const file of Object.values(TARGETS)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(REPO, sampleOf(file)), path.join(root, file));
  }
  const result = await importResume({ input, root, words: en.resume });
  expect(result.errors).toEqual([]);
  const tables = await contentOf(readFileSync(path.join(root, TARGETS.seed), 'utf8'));
  const owner = ((await import(path.join(root, TARGETS.profile))) as { profile: OwnerProfile }).profile;
  return { resume: exported(tables, owner), tables, owner };
}

function writeResume(resume: unknown): string {
  const file = path.join(scratch, `resume-${++copies}.json`);
  writeFileSync(file, JSON.stringify(resume, null, 2));
  return file;
}

const isValid = (value: unknown) =>
  new Promise<boolean>((resolve, reject) => validate(value, (error, answer) => (error ? reject(new Error(JSON.stringify(error))) : resolve(answer.valid))));

type Json = Record<string, unknown>;

/** As the import reads a value: a timestamp's date, "Present" or '' as no date, a scheme added; '' and [] as not known. */
function normalised(kind: string, value: unknown): unknown {
  if (value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  if (kind === 'date' && typeof value === 'string') return /^present$/i.test(value.trim()) ? undefined : value.slice(0, 10);
  if (kind === 'url' && typeof value === 'string') return /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  return value;
}

/** A section's items on the fields the tables carry, each under its JSON Resume 1.0 key. */
function carried(resume: Json): Record<string, Json[]> {
  return Object.fromEntries(
    SECTIONS.map((section: Section) => {
      const key = section.section;
      const older = Object.entries(section.older ?? {});
      const items = ((resume[key] ?? []) as Json[]).map((item) => {
        const renamed: Json = { ...item };
        const fields = Object.entries(section.fields).filter(([field]) => !field.startsWith('x-'));
        // An x-key that fills a plain field's column, as x-date a certificate's date, reads as that field.
        const aliases = Object.entries(section.fields).flatMap(([key, { column, kind }]) =>
          fields.filter(([, plain]) => key.startsWith('x-') && plain.column === column && plain.kind === kind).map(([field]) => [key, field]),
        );
        for (const [old, current] of [...older, ...aliases]) if (renamed[current!] === undefined && renamed[old!] !== undefined) renamed[current!] = renamed[old!];
        return Object.fromEntries(fields.map(([field, { kind }]) => [field, normalised(kind, renamed[field])]).filter(([, value]) => value !== undefined));
      });
      return [key, items];
    }),
  );
}

/** What the links carry of basics: the email, the url (or the older website) and each profile with an address or a GitHub or LinkedIn username. */
function linksOf(basics: Json) {
  const profiles = (basics.profiles ?? []) as Json[];
  const addressed = profiles.filter(({ url }) => url);
  const named = profiles.filter(({ url, network, username }) => !url && username && /^(github|linkedin)$/i.test(String(network)));
  return {
    email: basics.email,
    url: normalised('url', basics.url ?? basics.website),
    profiles: [...addressed.map(({ network, url }) => ({ network, url: normalised('url', url) })), ...named.map(({ network }) => ({ network }))],
  };
}

describe.each([
  ["resume-schema's sample.resume.json", SAMPLE],
  ['the older keys and certificates', OLDER],
])('the round trip of %s', (_name, input) => {
  let first: Exported;
  const source = JSON.parse(readFileSync(input, 'utf8')) as Json;

  beforeAll(async () => {
    first = await importAndExport(input);
  });

  it('gives a resume.json equal to the input on every field the tables carry', () => {
    expect(carried(first.resume as unknown as Json)).toEqual(carried(source));
    // What a role's timeframe and the profile carry of basics.
    const basics = source.basics as Json;
    expect(first.resume.basics).toMatchObject({ name: basics.name, label: basics.label, summary: basics.summary });
    const links = linksOf(basics);
    expect(first.resume.basics).toMatchObject({ email: links.email, url: links.url });
    const exportedProfiles = first.resume.basics.profiles.map(({ network, url }) => ({ network, url }));
    expect(exportedProfiles).toHaveLength(links.profiles.length);
    expect(exportedProfiles).toEqual(expect.arrayContaining(links.profiles.map((profile) => expect.objectContaining(profile))));
  });

  it('gives a resume.json valid against the schema', async () => {
    expect(await isValid(first.resume)).toBe(true);
  });

  it('is a fixed point: its own resume.json imports back to the same rows and the same resume.json', async () => {
    const second = await importAndExport(writeResume(first.resume));
    expect(second.tables).toEqual(first.tables);
    expect(second.resume).toEqual(first.resume);
  });
});

it("is a fixed point on the site's own content: its resume.json imports back to the same rows and resume.json", async () => {
  const tables = await contentOf(null);
  const sample = ((await import(path.join(REPO, sampleOf(TARGETS.profile)))) as { profile: OwnerProfile }).profile;
  const own = exported(tables, sample);
  expect(await isValid(own)).toBe(true);
  const again = await importAndExport(writeResume(own));
  // A role dated only by its timeframe comes back with the dates its resume.json gave it.
  const dated = tables.roles.map((role) => (role.startDate ? role : { ...role, startDate: '', endDate: '', ...yearsOf(role.timeframe) }));
  expect(again.tables).toEqual({ ...tables, roles: dated });
  expect(again.resume).toEqual(own);
  // The links come back as they were: "GitHub (professional)" tagged again, the site's own address no link.
  expect(again.owner.links).toEqual(sample.links);
});
