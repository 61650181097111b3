import { validate } from 'resume-schema';
import type { Project, Role } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import { profileIn } from '@/lib/languages/profile-in';
import { profile } from '@/tests/fixtures/profile';
import { CONTENT_TABLES } from '@/lib/content/tables';
import { defineTable, id, isoDate, link, requiredText, text } from '@/lib/content/tables/define';
import { jsonResume, resumeSections, TABLE_MARK } from './json-resume';
import type { Education, Skill } from '@/lib/content/types';
import { dateRange, dateText, plainDescription, shares, yearsOf } from './resume-content';

// The tests' own profile, which `npm run import` leaves as it is: the sample's links.
jest.mock('@/lib/profile', () => jest.requireActual('@/tests/fixtures/profile'));

const role = (id: number, timeframe: string, extra: Partial<Role> = {}): Role => ({
  id,
  company: `Company ${id}`,
  timeframe,
  title: `Title ${id}`,
  description: `What role ${id} was.`,
  url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: false,
  responsibilities: [
    { label: 'Checkout', value: 3 },
    { label: 'Mentoring', value: 1 },
  ],
  ...extra,
});

const project: Project = {
  id: 7,
  title: 'Checkout Playground',
  shortDescription: 'A **sandbox** with [docs](https://example.com/docs?a=1&b=2), [a trap](javascript:alert(1)) and <b>raw</b> [notes](/notes).',
  websiteLink: '',
  githubLink: 'https://github.com/example/playground',
  highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: ['Next.js', 'Playwright'],
};

const education: Education[] = [
  { id: 1, institution: 'University of Somewhere', url: 'https://uni.example.edu/', area: 'Computer Science', studyType: 'Bachelor', startDate: '2012-09', endDate: '2016', score: '3.8', courses: ['Algorithms', 'Compilers'] },
  { id: 2, institution: 'Night School', url: '', area: '', studyType: '', startDate: '2020-01-15', endDate: '', score: '', courses: [] },
  { id: 3, institution: 'Old School', url: '', area: 'Design', studyType: '', startDate: 'autumn 2010', endDate: '2011-13', score: '', courses: [] },
];

const skills: Skill[] = [
  { id: 1, name: 'Front end', level: 'Advanced', keywords: ['React', 'CSS'] },
  { id: 2, name: 'Cooking', level: '', keywords: [] },
];

const site = new URL('https://owner.github.io/portfolio/');
const english = { locale: 'en', messages: en, profile: profileIn('en') };
const isValid = (value: unknown) =>
  new Promise<{ valid: boolean }>((resolve, reject) => validate(value, (error: unknown, answer: { valid: boolean }) => (error ? reject(new Error(JSON.stringify(error))) : resolve(answer))));

const resume = jsonResume({ roles: [role(1, '2021 - 2024'), role(2, '2024 – Present', { url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true }), role(3, 'Summer 2019')], projects: [project], education, skills }, site, english);

describe('jsonResume', () => {
  it('is valid JSON Resume (resume-schema)', async () => {
    expect((await isValid(resume)).valid).toBe(true);
  });

  it('has each education with what is known of it, a date only where it is one', () => {
    expect(resume.education).toEqual([
      { institution: 'University of Somewhere', url: 'https://uni.example.edu/', area: 'Computer Science', studyType: 'Bachelor', startDate: '2012-09', endDate: '2016', score: '3.8', courses: ['Algorithms', 'Compilers'] },
      { institution: 'Night School', startDate: '2020-01-15' },
      { institution: 'Old School', area: 'Design' },
    ]);
  });

  it('has each skill with its level and keywords where it has them', () => {
    expect(resume.skills).toEqual([{ name: 'Front end', level: 'Advanced', keywords: ['React', 'CSS'] }, { name: 'Cooking' }]);
  });

  it('leaves out education and skills without rows, as a site without them had it', async () => {
    const bare = jsonResume({ roles: [role(1, '2021 - 2024')], projects: [project], education: [], skills: [] }, site, english);
    expect(bare).not.toHaveProperty('education');
    expect(bare).not.toHaveProperty('skills');
    expect((await isValid(bare)).valid).toBe(true);
  });

  it("maps a declared table's fields into the section its declaration names, after that section's first table, each row marked with its table", async () => {
    // Not `talks`, the docs' example, which an owner's project may have added.
    const keynotes = defineTable({
      name: 'keynotes',
      singular: 'keynote',
      fields: { id: id(), title: requiredText('title'), event: text('event'), date: isoDate('date'), url: link('url') },
      order: { column: 'id', ascending: true },
      resume: { section: 'publications', fields: { name: 'title', publisher: 'event', releaseDate: 'date', url: 'url' } },
      mayBeMissing: true,
    });
    const rows = [
      { id: 1, title: 'Checkout at scale', event: 'JSConf', date: '2024-05', url: 'https://example.com/talk' },
      { id: 2, title: 'A lightning talk', event: '', date: '', url: '' },
    ];
    const publications = [{ id: 1, name: 'Testing checkout flows', publisher: 'Frontend Weekly', releaseDate: '2024-03-12', url: '', summary: '' }];
    const sections = resumeSections([...CONTENT_TABLES, keynotes], { roles: [], projects: [], publications, keynotes: rows });
    expect(sections.publications).toEqual([
      { name: 'Testing checkout flows', publisher: 'Frontend Weekly', releaseDate: '2024-03-12' },
      { name: 'Checkout at scale', publisher: 'JSConf', releaseDate: '2024-05', url: 'https://example.com/talk', [TABLE_MARK]: 'keynotes' },
      { name: 'A lightning talk', [TABLE_MARK]: 'keynotes' },
    ]);
    expect((await isValid({ ...resume, ...sections })).valid).toBe(true);
    expect(resumeSections([keynotes], { keynotes: [] })).toEqual({ work: [], projects: [] });
  });

  it("writes the about text as basics.summary, else the hero's headline", () => {
    const about = { ...profile, about: { ...profile.about, summary: 'Builds calm systems.' } };
    expect(jsonResume({ roles: [], projects: [], education: [], skills: [] }, site, { ...english, profile: profileIn('en', about) }).basics.summary).toBe('Builds calm systems.');
    const none = { ...profile, about: { whatIDo: profile.about.whatIDo } };
    expect(jsonResume({ roles: [], projects: [], education: [], skills: [] }, site, { ...english, profile: profileIn('en', none) }).basics.summary).toBe(profile.hero.headline);
  });

  it("takes basics from the profile and the site's address", () => {
    expect(resume.basics).toMatchObject({ name: profile.name, label: profile.jobTitle, url: 'https://owner.github.io/portfolio/', location: { address: profile.location } });
    expect(resume.basics.profiles).toEqual([
      { network: 'LinkedIn', url: 'https://www.linkedin.com/in/your-profile', username: 'your-profile' },
      { network: 'GitHub (professional)', url: 'https://github.com/your-work-account', username: 'your-work-account' },
      { network: 'GitHub (personal)', url: 'https://github.com/your-personal-account', username: 'your-personal-account' },
    ]);
    expect(resume.basics).not.toHaveProperty('email');
    expect(resume.meta.canonical).toBe('https://owner.github.io/portfolio/resume.json');
  });

  it('writes an email link as basics.email, a website as basics.url, and every other link as a profile', async () => {
    const links = [
      { network: 'Email', url: 'mailto:ada@ada.dev' },
      { network: 'Website', url: 'https://ada.dev/' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ada', tag: 'Talks' },
    ];
    const own = jsonResume({ roles: [], projects: [], education: [], skills: [] }, site, { ...english, profile: profileIn('en', { ...profile, links }) });
    expect(own.basics).toMatchObject({ email: 'ada@ada.dev', url: 'https://ada.dev/' });
    expect(own.basics.profiles).toEqual([{ network: 'Mastodon (talks)', url: 'https://hachyderm.io/@ada', username: '@ada' }]);
    expect((await isValid(own)).valid).toBe(true);
  });

  it('has one work entry per role, dated only where the timeframe reads as years, its responsibilities in x-responsibilities', () => {
    const responsibilities = { highlights: ['Checkout', 'Mentoring'], 'x-responsibilities': role(1, '').responsibilities };
    expect(resume.work).toEqual([
      { name: 'Company 1', position: 'Title 1', startDate: '2021', endDate: '2024', summary: 'What role 1 was.', ...responsibilities },
      { name: 'Company 2', position: 'Title 2', startDate: '2024', summary: 'What role 2 was.', ...responsibilities },
      { name: 'Company 3', position: 'Title 3', summary: 'What role 3 was.', ...responsibilities },
    ]);
  });

  it("takes a role's own dates, url, location and highlights over its timeframe and responsibilities", () => {
    const dated = role(4, '2016 – Present', { url: 'https://example.com', location: 'Lisbon', startDate: '2016-11', endDate: '', highlights: ['Shipped'], responsibilities: [] });
    expect(jsonResume({ roles: [dated], projects: [], education: [], skills: [] }, site, english).work).toEqual([
      { name: 'Company 4', position: 'Title 4', url: 'https://example.com', location: 'Lisbon', startDate: '2016-11', summary: 'What role 4 was.', highlights: ['Shipped'] },
    ]);
  });

  it('writes a year or month of a certificate in x-date, where the schema takes only a full date', async () => {
    const sections = resumeSections(CONTENT_TABLES, { certificates: [{ id: 1, name: 'CKA', date: '2021-05', issuer: '', url: '' }, { id: 2, name: 'AWS', date: '2020-01-31', issuer: '', url: '' }] });
    expect(sections.certificates).toEqual([{ name: 'CKA', 'x-date': '2021-05' }, { name: 'AWS', date: '2020-01-31' }]);
    expect(await isValid({ ...resume, ...sections })).toEqual({ valid: true });
  });

  it("writes a project's dates and highlights where it has them", async () => {
    const dated = { ...project, startDate: '2023-01', endDate: '2023-06-30', highlights: ['Ran in three markets'] };
    const written = jsonResume({ roles: [], projects: [dated, project], education: [], skills: [] }, site, english);
    expect(written.projects[0]).toMatchObject({ startDate: '2023-01', endDate: '2023-06-30', highlights: ['Ran in three markets'] });
    for (const key of ['startDate', 'endDate', 'highlights']) expect(written.projects[1]).not.toHaveProperty(key);
    expect((await isValid(written)).valid).toBe(true);
  });

  it("gives a project with a case study that page's address, and its slug and body as they are", async () => {
    const studied = { ...project, id: 8, slug: 'playground', body: '## Why\n\nBecause.' };
    const address = 'https://owner.github.io/portfolio/projects/playground/';
    const written = jsonResume({ roles: [], projects: [project, studied], education: [], skills: [] }, site, english, new Map([[8, address]]));
    expect(written.projects[0]).not.toHaveProperty('x-case-study');
    expect(written.projects[1]).toMatchObject({ 'x-slug': 'playground', 'x-body': studied.body, 'x-case-study': address });
    expect((await isValid(written)).valid).toBe(true);
  });

  it("has each project with a plain-text description under the page's link rules, its first link and its tags", () => {
    expect(resume.projects).toEqual([
      {
        name: 'Checkout Playground',
        description: 'A sandbox with docs (https://example.com/docs?a=1&b=2), a trap and <b>raw</b> notes (/notes).',
        'x-markdown': project.shortDescription,
        url: 'https://github.com/example/playground',
        'x-github': 'https://github.com/example/playground',
        keywords: ['Next.js', 'Playwright'],
      },
    ]);
  });
});

describe('the résumé content', () => {
  it.each([
    ['2021 - 2024', { startDate: '2021', endDate: '2024' }],
    ['2019–Present', { startDate: '2019' }],
    ['2019 — present', { startDate: '2019' }],
    ['2024', {}],
    ['Jan 2020 - Mar 2021', {}],
  ])('dates "%s" as %j', (timeframe, dates) => expect(yearsOf(timeframe)).toEqual(dates));

  it('gives each responsibility its share in whole percent', () => {
    expect(shares(role(1, '').responsibilities).map((item) => item.percent)).toEqual([75, 25]);
    expect(shares([{ label: 'None', value: 0 }]).map((item) => item.percent)).toEqual([0]);
  });

  it.each([
    ['2016', 'en', '2016'],
    ['2016-11', 'en', 'Nov 2016'],
    ['2016-11-30', 'en', 'Nov 2016'],
    ['2016-11', 'de', 'Nov. 2016'],
    ['autumn 2016', 'en', 'autumn 2016'],
    ['2016-13', 'en', '2016-13'],
  ])('writes the date "%s" in %s as "%s"', (date, locale, text) => expect(dateText(date, locale)).toBe(text));

  it.each([
    ['2012', '2016', '2012 – 2016'],
    ['2016-11', '', 'Nov 2016 – Present'],
    ['', '2016', '2016'],
    ['2016', '2016', '2016'],
    ['', '', ''],
  ])('dates "%s" to "%s" as "%s"', (start, end, text) => expect(dateRange(start, end, 'en', en.resume.present)).toBe(text));

  it('writes entities as their characters in a description, as the page does', () => {
    expect(plainDescription('Fast &mdash; caf&eacute; &#233; &#x2014; &amp;mdash; &lt;b&gt; &quot;q&quot; it&#39;s &bogus;')).toBe('Fast — café é — &mdash; <b> "q" it\'s &bogus;');
    const withEntities = jsonResume({ roles: [], projects: [{ ...project, shortDescription: 'Fast &mdash; caf&eacute;' }], education: [], skills: [] }, site, english);
    expect(withEntities.projects[0]?.description).toBe('Fast — café');
  });

  it('leaves no URL the page would refuse in a description', () => {
    expect(plainDescription('[x](vbscript:msgbox) [y](data:text/html,hi) [z](mailto:me@example.com)')).toBe('x y z (mailto:me@example.com)');
  });
});
