import { describeIssue } from './reshape';
import { education } from './tables/education';
import { projects as projectsTable } from './tables/projects';
import { roles as rolesTable } from './tables/roles';
import { localize, reshapeTranslations, type PageTranslation, type Translation } from './translations';
import type { Project, Role } from './types';

const into = (locale: string, dir?: 'ltr' | 'rtl'): PageTranslation => ({ locale, fallback: { lang: 'en', ...(dir && { dir }) } });
const reshapeProjectTranslations = (rows: unknown[], items: Project[]) => reshapeTranslations(projectsTable, rows, items);
const reshapeRoleTranslations = (rows: unknown[], items: Role[]) => reshapeTranslations(rolesTable, rows, items);
const localizeProjects = (items: Project[], translations: Translation[], locale: string) => localize(projectsTable, items, translations, into(locale));
const localizeRoles = (items: Role[], translations: Translation[], locale: string) => localize(rolesTable, items, translations, into(locale));

const project = (id: number, title: string, shortDescription = `About ${title}.`): Project => ({
  id,
  title,
  shortDescription,
  websiteLink: 'https://example.com',
  githubLink: '',
  highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: ['TypeScript'],
});

const role: Role = {
  id: 1,
  company: 'Brightline Telecom',
  timeframe: '2023 – Present',
  title: 'Senior Developer',
  description: 'Leads checkout.',
  url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true,
  responsibilities: [
    { label: 'Checkout UI', value: 40 },
    { label: 'API design', value: 35 },
    { label: 'Mentoring', value: 25 },
  ],
};

const projects = [project(1, 'Checkout Playground'), project(2, 'Release Radar', '')];

describe('reshapeTranslations(projects)', () => {
  it('reshapes rows into their fields by the app\'s names, with no text as ""', () => {
    const rows = [
      { project_id: 1, locale: 'de', title: 'Checkout-Spielwiese', short_description: null },
      { project_id: 2, locale: 'pt-BR', short_description: 'Notas de versão.' },
    ];
    expect(reshapeProjectTranslations(rows, projects)).toEqual({
      items: [
        { id: 1, locale: 'de', fields: { title: 'Checkout-Spielwiese', shortDescription: '', highlights: [], imageAlt: '', body: '' } },
        { id: 2, locale: 'pt-BR', fields: { title: '', shortDescription: 'Notas de versão.', highlights: [], imageAlt: '', body: '' } },
      ],
      issues: [],
    });
  });

  it.each<[string, unknown, string]>([
    ['a title that is not text', { project_id: 1, locale: 'de', title: 5, short_description: ['also wrong'] }, 'project_id=1 locale="de": title is not text: 5; row skipped'],
    ['an unknown project', { project_id: 99, locale: 'de', title: 'Geist' }, 'project_id=99 locale="de": project_id names no project the page shows; row skipped'],
    ['an id that is not an integer', { project_id: '1', locale: 'de', title: 'Eins' }, 'project_id="1" locale="de": project_id is not an integer: "1"; row skipped'],
    ['no locale', { project_id: 1, title: 'Eins' }, 'project_id=1: locale is missing or not text: undefined; row skipped'],
    ['an empty locale', { project_id: 1, locale: ' ', title: 'Eins' }, 'project_id=1 locale=" ": locale is missing or not text: " "; row skipped'],
    ['a row that is not an object', 'de', 'project_id=undefined: (row) is not an object: "de"; row skipped'],
  ])('skips a row with %s, with one warning naming the row and its language', (_name, row, warning) => {
    const { items, issues } = reshapeProjectTranslations([row, { project_id: 2, locale: 'de', title: 'Kept' }], projects);
    expect(items).toEqual([{ id: 2, locale: 'de', fields: { title: 'Kept', shortDescription: '', highlights: [], imageAlt: '', body: '' } }]);
    expect(issues.map(describeIssue)).toEqual([`[content] project_translations ${warning}`]);
  });

  it('skips a second row for the same project and language', () => {
    const rows = [
      { project_id: 1, locale: 'de', title: 'Erste' },
      { project_id: 1, locale: 'de', title: 'Zweite' },
      { project_id: 1, locale: 'fr', title: 'Première' },
    ];
    const { items, issues } = reshapeProjectTranslations(rows, projects);
    expect(items.map((item) => item.fields.title)).toEqual(['Erste', 'Première']);
    expect(issues.map(describeIssue)).toEqual([`[content] project_translations project_id=1 locale="de": locale repeats an earlier row's project and language; row skipped`]);
  });
});

describe('reshapeTranslations(roles)', () => {
  it('reshapes rows, a null label as "" and no list as none', () => {
    const rows = [
      { role_id: 1, locale: 'de', company: null, title: 'Senior-Entwickler', timeframe: '2023 – heute', description: null, responsibility_labels: ['Checkout-Oberfläche', null] },
      { role_id: 1, locale: 'fr', title: 'Développeur senior', responsibility_labels: null },
    ];
    expect(reshapeRoleTranslations(rows, [role])).toEqual({
      items: [
        { id: 1, locale: 'de', fields: { company: '', title: 'Senior-Entwickler', timeframe: '2023 – heute', description: '', responsibilities: ['Checkout-Oberfläche', ''], location: '', highlights: [] } },
        { id: 1, locale: 'fr', fields: { company: '', title: 'Développeur senior', timeframe: '', description: '', responsibilities: [], location: '', highlights: [] } },
      ],
      issues: [],
    });
  });

  it.each<[string, object, string]>([
    ['labels that are not a list', { responsibility_labels: 'Checkout UI' }, 'responsibility_labels is not a list: "Checkout UI"'],
    ['a label that is not text', { responsibility_labels: ['Checkout-Oberfläche', 7] }, 'responsibility_labels[1] is not text: 7'],
    ['a description that is not text', { description: { de: 'Leitet' } }, 'description is not text: {"de":"Leitet"}'],
  ])('skips a row with %s, with one warning', (_name, fields, warning) => {
    const { items, issues } = reshapeRoleTranslations([{ role_id: 1, locale: 'de', title: 'Senior', ...fields }], [role]);
    expect(items).toEqual([]);
    expect(issues.map(describeIssue)).toEqual([`[content] role_translations role_id=1 locale="de": ${warning}; row skipped`]);
  });

  it('skips a row for a role the page does not show', () => {
    const { items, issues } = reshapeRoleTranslations([{ role_id: 2, locale: 'de', title: 'Entwickler' }], [role]);
    expect(items).toEqual([]);
    expect(issues.map(describeIssue)).toEqual(['[content] role_translations role_id=2 locale="de": role_id names no role the page shows; row skipped']);
  });

  it('keeps the row but drops labels past the role’s responsibilities, with a warning', () => {
    const rows = [{ role_id: 1, locale: 'de', responsibility_labels: ['A', 'B', 'C', 'Vierte', null] }];
    const { items, issues } = reshapeRoleTranslations(rows, [role]);
    expect(items[0]?.fields.responsibilities).toEqual(['A', 'B', 'C']);
    expect(issues.map(describeIssue)).toEqual(['[content] role_translations role_id=1 locale="de": responsibility_labels[3…] name no responsibility: the role has 3; value dropped']);
  });

  it('says nothing of empty labels past the list', () => {
    expect(reshapeRoleTranslations([{ role_id: 1, locale: 'de', responsibility_labels: ['A', 'B', 'C', null, ''] }], [role]).issues).toEqual([]);
  });
});

describe('localize(projects)', () => {
  const translations: Translation[] = [
    { id: 1, locale: 'de', fields: { title: 'Checkout-Spielwiese', shortDescription: '', highlights: [] } },
    { id: 2, locale: 'de', fields: { title: '  ', shortDescription: 'Versionshinweise aus Pull-Requests.' } },
    { id: 1, locale: 'fr', fields: { title: 'Bac à sable', shortDescription: 'Un bac à sable.' } },
  ];

  it("takes each field from the language's translation when it has text, else the project's own, marked with its language", () => {
    const { items } = localizeProjects(projects, translations, 'de');
    expect(items).toEqual([
      { ...projects[0], title: 'Checkout-Spielwiese', shortDescription: 'About Checkout Playground.', fallbacks: { shortDescription: { lang: 'en' }, 'tags.0': { lang: 'en' } } },
      { ...projects[1], title: 'Release Radar', shortDescription: 'Versionshinweise aus Pull-Requests.', fallbacks: { title: { lang: 'en' }, 'tags.0': { lang: 'en' } } },
    ]);
  });

  it('marks nothing that was translated, nor a field empty in both, and gives a direction only where it differs', () => {
    expect(localizeProjects(projects, translations, 'fr').items.map(({ fallbacks }) => fallbacks && Object.keys(fallbacks))).toEqual([['tags.0'], ['title', 'tags.0']]);
    const [first] = localize(projectsTable, projects, translations, into('ar', 'ltr')).items;
    expect(first?.fallbacks).toEqual({ title: { lang: 'en', dir: 'ltr' }, shortDescription: { lang: 'en', dir: 'ltr' }, 'tags.0': { lang: 'en', dir: 'ltr' } });
  });

  it('marks each tag, a text no translation gives, as the default language’s on every other page, and counts none as a fallback', () => {
    const tagged = [{ ...projects[0]!, tags: ['TypeScript', 'Playwright'] }];
    const { items, fields, fellBack } = localize(projectsTable, tagged, translations, into('fr', 'ltr'));
    expect(items[0]?.fallbacks).toEqual({ 'tags.0': { lang: 'en', dir: 'ltr' }, 'tags.1': { lang: 'en', dir: 'ltr' } });
    expect({ fields, fellBack }).toEqual({ fields: 2, fellBack: 0 });
  });

  it('counts the fields with text and those that fell back; a field empty in both is not counted', () => {
    // Project 1: title translated, description fell back. Project 2: title fell back (blank), description translated where the project has none.
    expect(localizeProjects(projects, translations, 'de')).toMatchObject({ fields: 4, fellBack: 2 });
    expect(localizeProjects(projects, translations, 'fr')).toMatchObject({ fields: 3, fellBack: 1 });
    expect(localizeProjects(projects, translations, 'it')).toMatchObject({ fields: 3, fellBack: 3 });
  });

  it('leaves links and tags as they are, and the input untouched', () => {
    const before = structuredClone(projects);
    const [first] = localizeProjects(projects, translations, 'fr').items;
    expect(first).toMatchObject({ websiteLink: 'https://example.com', githubLink: '', highlights: [], startDate: '', endDate: '', tags: ['TypeScript'] });
    expect(projects).toEqual(before);
  });
});

describe('localize(roles)', () => {
  const german: Translation = {
    id: 1,
    locale: 'de',
    fields: { company: '', title: 'Senior-Entwickler', timeframe: '2023 – heute', description: '', responsibilities: ['Checkout-Oberfläche', ''] },
  };

  it('takes each field and each label by position from the translation when it has text, and every value from the role', () => {
    const { items, fields, fellBack } = localizeRoles([role], [german], 'de');
    expect(items).toEqual([
      {
        ...role,
        company: 'Brightline Telecom',
        title: 'Senior-Entwickler',
        timeframe: '2023 – heute',
        description: 'Leads checkout.',
        responsibilities: [
          { label: 'Checkout-Oberfläche', value: 40 },
          { label: 'API design', value: 35 },
          { label: 'Mentoring', value: 25 },
        ],
        fallbacks: { company: { lang: 'en' }, description: { lang: 'en' }, 'responsibilities.1.label': { lang: 'en' }, 'responsibilities.2.label': { lang: 'en' } },
      },
    ]);
    // 4 text fields and 3 labels; translated: title, timeframe, the first label.
    expect({ fields, fellBack }).toEqual({ fields: 7, fellBack: 4 });
  });

  it('shows a role with no translation in that language as it is, every text marked', () => {
    const { items, fields, fellBack } = localizeRoles([role], [german], 'fr');
    expect({ fields, fellBack }).toEqual({ fields: 7, fellBack: 7 });
    const { fallbacks, ...shown } = items[0]!;
    expect(shown).toEqual(role);
    expect(Object.keys(fallbacks ?? {})).toEqual(['company', 'timeframe', 'title', 'description', 'responsibilities.0.label', 'responsibilities.1.label', 'responsibilities.2.label']);
  });
});

describe('localize(education): a list of texts by position', () => {
  const school = { id: 1, institution: 'Northfield University', url: '', area: 'Computer Science', studyType: '', startDate: '2015', endDate: '2019', score: '', courses: ['Databases', 'Compilers', 'Networks'] };

  it('translates each course by its position, marks the rest, and warns of a label past the list', () => {
    const { items: [translation], issues } = reshapeTranslations(education, [{ education_id: 1, locale: 'de', area: 'Informatik', course_labels: ['Datenbanken', null, 'Netze', 'Grafik'] }], [school]);
    expect(issues.map(describeIssue)).toEqual(['[content] education_translations education_id=1 locale="de": course_labels[3…] name no course: the education has 3; value dropped']);
    const { items, fields, fellBack } = localize(education, [school], [translation!], into('de'));
    expect(items).toEqual([
      { ...school, area: 'Informatik', courses: ['Datenbanken', 'Compilers', 'Netze'], fallbacks: { institution: { lang: 'en' }, 'courses.1': { lang: 'en' } } },
    ]);
    expect({ fields, fellBack }).toEqual({ fields: 5, fellBack: 2 });
  });
});
