import { readFileSync } from 'node:fs';
import path from 'node:path';
import schema from 'resume-schema/schema.json';
import { BASICS, NOT_IMPORTED, SECTION_KEYS, SECTIONS, type Section, withMappingTable } from './mapping';
import { readResume } from './read';

const SAMPLE = readFileSync(require.resolve('resume-schema/sample.resume.json'), 'utf8');
const OLDER = readFileSync(path.join(__dirname, 'fixtures', 'older-keys.resume.json'), 'utf8');

const read = (resume: unknown) => readResume(JSON.stringify(resume), 'resume.json');

describe('readResume', () => {
  it("reads the schema's own sample without an error", () => {
    const reading = readResume(SAMPLE, 'sample.resume.json');
    expect(reading.errors).toEqual([]);
    expect(reading.sections.roles![0]!.values).toMatchObject({ name: 'Pied Piper', startDate: '2013-12-01', endDate: '2014-12-01' });
    expect(reading.references).toBe(1);
    expect(reading.basics).toMatchObject({ name: 'Richard Hendriks', location: '2712 Broadway St, San Francisco, California, US' });
  });

  it('reads the older keys as the 1.0 ones, and says so', () => {
    const reading = readResume(OLDER, 'older-keys.resume.json');
    expect(reading.errors).toEqual([]);
    expect(reading.sections.roles!.map((item) => [item.values.name, item.values.url])).toEqual([
      ['Harbour Bank', 'https://harbour.example.com'],
      ['Quill & Sons', undefined],
    ]);
    expect(reading.sections.education![0]!.values.score).toBe('18/20');
    expect(reading.sections.certificates).toHaveLength(2);
    expect(reading.notes).toEqual(
      expect.arrayContaining([
        'work[].company (2 items): an older key, read as name',
        'work[0].website: an older key, read as url',
        'education[0].gpa: an older key, read as score',
        'basics.picture: an older key, read as image',
      ]),
    );
  });

  it("reads basics' email, its url (or the older website) and its profiles; not the site's own address", () => {
    const profiles = [{ network: 'Mastodon', url: 'https://hachyderm.io/@ada' }];
    expect(read({ basics: { email: ' ada@ada.dev ', url: 'ada.dev', profiles } }).basics).toEqual({
      email: 'ada@ada.dev',
      url: 'https://ada.dev',
      profiles: [{ path: 'basics.profiles[0]', network: 'Mastodon', username: '', url: 'https://hachyderm.io/@ada' }],
    });
    const older = read({ basics: { website: 'https://ada.dev/' } });
    expect(older.basics!.url).toBe('https://ada.dev/');
    expect(older.notes).toContain('basics.website: an older key, read as url');
    const both = read({ basics: { url: 'https://ada.dev/', website: 'https://old.ada.dev/' } });
    expect(both.basics!.url).toBe('https://ada.dev/');
    expect(both.leftOut).toEqual(['basics.website: an older key for url, which basics also has']);
    const own = read({ basics: { url: 'https://ada.dev/folio/' }, meta: { canonical: 'https://ada.dev/folio/resume.json' } });
    expect(own.basics!.url).toBeUndefined();
    expect(own.notes).toContain("basics.url: https://ada.dev/folio/ is the site's own address (meta.canonical), not imported as a link");
  });

  it('reads a year, a month, a day and a timestamp; an empty, absent or "Present" end is no end', () => {
    const reading = read({
      work: [
        { name: 'A', position: 'P', startDate: '2016', endDate: '2016-11' },
        { name: 'B', position: 'P', startDate: '2016-11-07', endDate: 'Present' },
        { name: 'C', position: 'P', startDate: '2016-11-07T09:30:00.000Z', endDate: '' },
        { name: 'D', position: 'P', startDate: '2020-02-29' },
      ],
    });
    expect(reading.errors).toEqual([]);
    expect(reading.sections.roles!.map((item) => [item.values.startDate, item.values.endDate])).toEqual([
      ['2016', '2016-11'],
      ['2016-11-07', undefined],
      ['2016-11-07', undefined],
      ['2020-02-29', undefined],
    ]);
    expect(reading.notes).toEqual([
      'work[1].endDate: "Present" read as no end date (present)',
      'work[2].startDate: "2016-11-07T09:30:00.000Z" kept as its date, 2016-11-07',
    ]);
  });

  it('gives an address without a scheme https://, with a line saying so', () => {
    const reading = read({ projects: [{ name: 'X', url: 'example.com/x' }], basics: { profiles: [{ network: 'GitHub', url: 'github.com/ada' }] } });
    expect(reading.sections.projects![0]!.values.url).toBe('https://example.com/x');
    expect(reading.basics!.profiles[0]!.url).toBe('https://github.com/ada');
    expect(reading.notes).toEqual([
      'projects[0].url: "example.com/x" has no scheme, imported as https://example.com/x',
      'basics.profiles[0].url: "github.com/ada" has no scheme, imported as https://github.com/ada',
    ]);
  });

  it('names each key the schema does not define, and leaves it out', () => {
    const reading = read({
      basics: { name: 'A', twitter: '@a', location: { city: 'Porto', planet: 'Earth' }, profiles: [{ network: 'GitHub', url: 'https://github.com/a', followers: 3 }] },
      work: [
        { name: 'A', position: 'P', startDate: '2016', mood: 'good' },
        { name: 'B', position: 'P', startDate: '2017', mood: 'fine', constructor: 1 },
      ],
      hobbies: ['chess'],
    });
    expect(reading.errors).toEqual([]);
    expect(reading.leftOut).toEqual(
      expect.arrayContaining([
        'basics.twitter: not a JSON Resume field',
        'basics.location.planet: not a JSON Resume field',
        'basics.profiles[0].followers: not a JSON Resume field',
        'work[].mood (2 items): not a JSON Resume field',
        'work[1].constructor: not a JSON Resume field',
        'hobbies: not a JSON Resume section',
      ]),
    );
    expect(Object.keys(reading.sections.roles![1]!.values)).toEqual(['name', 'position', 'startDate']);
    const proto = readResume('{"__proto__": {"name": "x"}, "work": [{"name": "A", "position": "P", "startDate": "2016", "__proto__": "y"}]}', 'r.json');
    expect(proto.leftOut).toEqual(['__proto__: not a JSON Resume section', 'work[0].__proto__: not a JSON Resume field']);
  });

  it('reports every bad value together, each with its JSON path and what it found', () => {
    const reading = read({
      basics: 'Ada',
      work: [
        { name: 'A', position: 'P', startDate: '2016' },
        { name: 'B', position: 'P', startDate: '2017' },
        { name: 'C', position: 'P', startDate: 'yesterday', endDate: '13/2020' },
        { name: 'D', position: 'P', startDate: '2016-13', url: 'javascript:alert(1)', highlights: 'many', 'x-responsibilities': [{ label: 'L', value: -1 }] },
        'a role',
        { name: 42, position: { title: 'P' }, startDate: true },
      ],
      skills: { name: 'Go' },
      education: [{ institution: 'U', courses: ['A', ['B']] }],
    });
    expect(reading.errors).toEqual([
      'basics: expected an object, found "Ada"',
      'work[2].startDate: expected a date (2016, 2016-11 or 2016-11-07), found "yesterday"',
      'work[2].endDate: expected a date (2016, 2016-11 or 2016-11-07), found "13/2020"',
      'work[3].startDate: expected a date (2016, 2016-11 or 2016-11-07), found "2016-13"',
      'work[3].url: expected an http(s) address, found "javascript:alert(1)"',
      'work[3].highlights: expected a list of text, found "many"',
      'work[3].x-responsibilities[0].value: expected a number ≥ 0, found -1',
      'work[4]: expected an object, found "a role"',
      'work[5].position: expected text, found {"title":"P"}',
      'work[5].startDate: expected a date (2016, 2016-11 or 2016-11-07), found true',
      'skills: expected a list, found {"name":"Go"}',
      'education[0].courses[1]: expected text, found ["B"]',
    ]);
  });

  it('names a missing field the page needs', () => {
    expect(read({ work: [{ position: 'P', startDate: '2016' }], projects: [{ description: 'no name' }] }).errors).toEqual([
      'work[0].name: missing: a row of roles needs its company',
      'projects[0].name: missing: a row of projects needs its title',
    ]);
  });

  it('names the line and column of invalid JSON', () => {
    const reading = readResume('{\n  "basics": {\n    "name": "A",\n  }\n}', 'resume.json');
    expect(reading.errors).toHaveLength(1);
    expect(reading.errors[0]).toMatch(/^resume\.json: not valid JSON at line 4, column 3: /);
    expect(readResume('{"work": [}', 'resume.json').errors[0]).toMatch(/^resume\.json: not valid JSON at line 1, column 11: /);
    expect(readResume('{"a": "b"} x', 'resume.json').errors[0]).toMatch(/^resume\.json: not valid JSON at line 1, column 12: /);
    expect(readResume('', 'resume.json').errors[0]).toMatch(/^resume\.json: not valid JSON at line 1, column 1: /);
    expect(readResume('[]', 'resume.json').errors).toEqual(['resume.json: expected a JSON Resume object, found []']);
  });

  it('refuses text Postgres cannot hold rather than change it', () => {
    expect(read({ skills: [{ name: 'a\u0000b' }, { name: 'half \ud83d' }] }).errors).toEqual([
      'skills[0].name: contains a NUL character, which Postgres text cannot hold',
      'skills[1].name: contains half of a UTF-16 surrogate pair, which is no character',
    ]);
  });
});

describe('the mapping', () => {
  type Node = { properties?: Record<string, Node>; items?: Node };
  const sections = (schema as Node).properties!;

  // A section's first table; a later one (an owner's talks beside publications) may take fewer, and the
  // import says of the rest that the table has no column for it.
  const firsts = SECTIONS.filter((section) => SECTIONS.find((other) => other.section === section.section) === section);
  it.each(firsts.map((section) => [section.section, section.table, section] as const))('accounts for every field the schema gives %s in %s: a column, or a reason it is left out', (key, _table, section: Section) => {
    const fields = Object.keys(sections[key]!.items!.properties!);
    const placed = [...Object.keys(section.fields), ...Object.keys(section.leftOut ?? {})];
    expect(fields.filter((field) => !placed.includes(field))).toEqual([]);
  });

  it('is the table docs/import.md holds (npm run docs:import-table writes it)', () => {
    const page = readFileSync(path.join(__dirname, '..', '..', 'docs', 'import.md'), 'utf8');
    expect(withMappingTable(page)).toBe(page);
  });

  it('accounts for every section and every basics field', () => {
    const handled = ['$schema', 'basics', ...SECTION_KEYS, ...Object.keys(NOT_IMPORTED)];
    expect(Object.keys(sections).filter((key) => !handled.includes(key))).toEqual([]);
    const basics = [...Object.keys(BASICS.fields), ...Object.keys(BASICS.leftOut)];
    expect(Object.keys(sections.basics!.properties!).filter((field) => !basics.includes(field))).toEqual([]);
  });
});
