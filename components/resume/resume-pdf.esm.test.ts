import { execFileSync } from 'node:child_process';
import { format } from 'node:util';
import { collisions, pdfWords, type WordBox } from '@/e2e/pdf-text';
import ar from '@/e2e/fixtures/i18n/ar';
import de from '@/e2e/fixtures/i18n/de';
import type { Award, Certificate, Interest, Project, Publication, Role, SpokenLanguage, Volunteer } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import type { Language, Messages } from '@/lib/languages';
import { profileIn } from '@/lib/languages/profile-in';
import { fileLanguage } from '@/lib/languages/scripts';
import { BLOCKS_PER_PAGE_RUN, resumePdf } from './resume-pdf';
import type { Education, Skill } from '@/lib/content/types';
import type { ResumeContent } from './resume-content';

// A cold render loads the faces and the layout engine's WebAssembly: seconds on a busy machine.
const RENDER_MS = 90_000;

const DICTIONARIES: Record<string, Messages> = { en, de, ar };
const languageOf = (locale: string): Language => ({ locale, messages: DICTIONARIES[locale]!, profile: profileIn(locale) });

const LONG =
  'Led the rebuild of a checkout that served eleven markets, moving its rendering to the edge, its payments to a single provider and its tests to the browser, while mentoring four engineers and writing the guides that the next team onboarded with, in a codebase older than most of its own tooling and build scripts.';

const role = (id: number): Role => ({
  id,
  company: `Northwind Logistics and Freight Forwarding Company ${id}`,
  timeframe: '2019 – Present',
  title: 'Principal Full-Stack Engineer, Payments Platform and Developer Experience',
  description: LONG,
  url: `https://northwind.example.com/careers/engineering/payments-platform/${id}`,
  location: 'Rotterdam, South Holland, the Netherlands (hybrid, two days a week in the office)',
  startDate: '2019-03',
  endDate: '',
  highlights: ['Cut the checkout’s median load time from 4.1 to 1.3 seconds across eleven markets without a rewrite', 'Wrote the incident handbook'],
  isCurrentRole: id === 1,
  responsibilities: ['Checkout', 'Payments', 'Mentoring', 'Hiring', 'Observability', 'Accessibility', 'Performance budgets'].map((label, index) => ({ label, value: index + 1 })),
});

const project = (id: number): Project => ({
  id,
  title: `A project with a title long enough to wrap across the page's whole width, number ${id}`,
  shortDescription: `${LONG} See [the write-up](https://example.com/projects/${id}/a-rather-long-path-to-the-write-up).`,
  websiteLink: `https://example.com/projects/${id}`,
  githubLink: `https://github.com/example/project-${id}`,
  highlights: ['Ran in production for three markets with a hundred thousand orders a month and no incident', 'Open-sourced'],
  startDate: '2023-01',
  endDate: id % 2 ? '2023-06-30' : '',
  tags: ['Next.js', 'TypeScript', 'PostgreSQL', 'Playwright', 'Edge rendering'],
  image: '',
  imageAlt: '',
  body: '',
  slug: '',
});

const school = (id: number, extra: Partial<Education> = {}): Education => ({
  id,
  institution: `The Royal Institute of Technology and Applied Sciences of the Northern Provinces, campus ${id}`,
  url: `https://example.edu/campus-${id}`,
  area: 'Computer Science with a minor in Human–Computer Interaction',
  studyType: 'Bachelor of Science',
  startDate: '2012-09',
  endDate: '2016-06-30',
  score: '3.8 / 4.0, with honours',
  courses: ['Algorithms and Data Structures', 'Distributed Systems', 'Compilers', 'Databases', 'Typography for Screens', 'Statistics'],
  ...extra,
});

const skill = (id: number): Skill => ({
  id,
  name: `Front-end engineering ${id}`,
  level: 'Advanced',
  keywords: ['React', 'Next.js', 'TypeScript', 'CSS architecture', 'Accessibility audits', 'Web performance', 'Design systems', 'Testing Library'],
});

// The sample seed's rows (supabase/seed.sql), then one of each with every field long enough to wrap.
const volunteer: Volunteer[] = [
  { id: 1, organization: 'Code Club', position: 'Mentor', url: '', startDate: '2019-10', endDate: '', summary: 'Teaching children to build web pages.', highlights: ['Ran a weekly after-school club'] },
  { id: 2, organization: 'The Open Web Accessibility Foundation of the Northern Provinces', position: 'Volunteer auditor and workshop lead', url: 'https://example.org/volunteers/a-rather-long-path', startDate: '2014', endDate: '2016-05', summary: LONG, highlights: [LONG, 'Trained twelve auditors'] },
];
const awards: Award[] = [
  { id: 1, title: 'Accessibility Champion', date: '2023-11', awarder: 'Brightline Telecom', summary: 'For making checkout usable with a screen reader.' },
  { id: 2, title: 'Engineering Excellence Award for the payments platform migration of the year', date: '2021', awarder: 'Northwind Logistics and Freight Forwarding Company, its board of directors', summary: LONG },
];
const certificates: Certificate[] = [
  { id: 1, name: 'Certified Professional in Accessibility Core Competencies', date: '2022-05', issuer: 'IAAP', url: '' },
  { id: 2, name: 'Web Accessibility Specialist, with the advanced assessment in assistive technologies', date: '2023-02-14', issuer: 'International Association of Accessibility Professionals', url: 'https://example.org/certificates/was/a-rather-long-credential-id' },
];
const publications: Publication[] = [
  { id: 1, name: 'Testing checkout flows with Playwright', publisher: 'Frontend Weekly', releaseDate: '2024-03-12', url: '', summary: 'What three years of end-to-end tests taught a payments team.' },
  { id: 2, name: 'A long read on rendering a checkout at the edge for eleven markets at once', publisher: 'The Journal of Web Engineering and Applied Performance', releaseDate: '2022-09', url: 'https://example.com/journal/2022/09/a-long-read', summary: LONG },
];
const spokenLanguages: SpokenLanguage[] = [
  { id: 1, language: 'English', fluency: 'Native speaker' },
  { id: 2, language: 'German', fluency: 'Professional working proficiency' },
  { id: 3, language: 'Portuguese (Brazilian)', fluency: '' },
];
const interests: Interest[] = [
  { id: 1, name: 'Open source', keywords: ['Accessibility tooling', 'Testing'] },
  { id: 2, name: 'Long-distance cycling and the maintenance of old steel bicycles', keywords: ['Audax', 'Brevets', 'Frame building', 'Wheel truing', 'Route planning', 'Night riding', 'Touring'] },
];

const content: ResumeContent = {
  roles: [1, 2, 3, 4, 5].map(role),
  education: [school(1), school(2, { endDate: '', score: '', courses: [] }), school(3, { startDate: '2010', endDate: '2011', studyType: '', url: '' })],
  skills: [1, 2, 3, 4, 5, 6, 7, 8].map(skill),
  projects: [1, 2, 3, 4, 5, 6].map(project),
  volunteer,
  awards,
  certificates,
  publications,
  spoken_languages: spokenLanguages,
  interests,
};

/** With no rows in the later sections, as a site without those tables has it. */
const NO_LATER = { volunteer: [], awards: [], certificates: [], publications: [], spoken_languages: [], interests: [] };

const german: ResumeContent = {
  roles: content.roles.map((item) => ({ ...item, title: 'Softwareentwicklungsabteilungsleiterin für Zahlungsverkehrsinfrastruktur', description: `Verantwortlich für die Datenschutzgrundverordnungskonformität. ${LONG}` })),
  education: content.education.map((item) => ({ ...item, institution: `Rheinisch-Westfälische Technische Hochschule, Fakultät für Mathematik, Informatik und Naturwissenschaften ${item.id}`, studyType: 'Diplom' })),
  skills: content.skills.map((item) => ({ ...item, name: `Barrierefreiheitsanforderungsanalyse ${item.id}`, level: 'Fortgeschritten' })),
  projects: content.projects.map((item) => ({ ...item, title: `Straßenbahnhaltestellenverzeichnis für Großstädte, Ausgabe ${item.id}` })),
  volunteer: volunteer.map((item) => ({ ...item, position: 'Ehrenamtliche Barrierefreiheitsprüferin und Workshopleiterin' })),
  awards: awards.map((item) => ({ ...item, title: `Auszeichnung für Softwarequalitätssicherungsverantwortung ${item.id}` })),
  certificates,
  publications: publications.map((item) => ({ ...item, name: `Checkout-Abläufe mit Playwright testen, Teil ${item.id}` })),
  spoken_languages: [{ id: 1, language: 'Englisch', fluency: 'Muttersprache' }, { id: 2, language: 'Deutsch', fluency: 'Verhandlungssicher' }],
  interests: interests.map((item) => ({ ...item, name: `Langstreckenradfahren ${item.id}` })),
};

/** The page as resume-pdf.tsx makes it, in points: A4, and its padding above and below the text. */
const PAGE = { height: 841.89, padding: 48 };

/**
 * What a recruiter would see wrong in the pages' layout: a blank page, a page but the last under half
 * full (its lowest word above the text area's middle), a page whose last line is a section heading.
 */
function layoutProblems(words: WordBox[], headings: string[]): string[] {
  const problems: string[] = [];
  const pages = words.at(-1)!.page;
  const upper = new Set(headings.map((heading) => heading.toUpperCase()));
  for (let page = 1; page <= pages; page += 1) {
    const on = words.filter((word) => word.page === page);
    if (on.length === 0) {
      problems.push(`page ${page} is blank`);
      continue;
    }
    if (page === pages) continue;
    const bottom = Math.max(...on.map((word) => word.yMax));
    const full = (bottom - PAGE.padding) / (PAGE.height - 2 * PAGE.padding);
    if (full < 0.5) problems.push(`page ${page} of ${pages} is ${Math.round(full * 100)}% full`);
    const top = Math.max(...on.map((word) => word.yMin));
    const lastLine = on.filter((word) => word.yMin > top - 1).map((word) => word.text).join(' ');
    if (upper.has(lastLine)) problems.push(`page ${page} ends on the heading ${lastLine}`);
  }
  return problems;
}

/** The language's resume.pdf as the route makes it (in its own language, or the default's when the faces lack its script), with the lines it logged. */
async function render(locale: string, resume: ResumeContent) {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => lines.push(format(...args));
  try {
    const pdf = await resumePdf(resume, languageOf(fileLanguage(locale)));
    return { pdf, words: pdfWords(pdf), text: pdfWords(pdf).map((word) => word.text).join(' '), lines };
  } finally {
    console.log = log;
  }
}

describe('resume.pdf', () => {
  it.each([
    ['en', content],
    ['de', german],
    ['ar', content],
  ] as const)('draws no word over another, every section wrapping (%s)', async (locale, resume) => {
    const { words } = await render(locale, resume);
    expect(words.length).toBeGreaterThan(1000);
    expect(words.at(-1)!.page).toBeGreaterThan(2);
    expect(collisions(words)).toEqual([]);
    // The headings of the tables with rows here: a table the owner added has none in this content.
    const headings = Object.entries(DICTIONARIES[fileLanguage(locale)]!.records)
      .filter(([table]) => ((resume as Partial<Record<string, readonly unknown[]>>)[table]?.length ?? 0) > 0)
      .map(([, heading]) => heading);
    expect(headings.length).toBeGreaterThanOrEqual(10);
    for (const heading of headings) {
      const at = words.findIndex((word) => word.text === heading.toUpperCase());
      expect(at).toBeGreaterThanOrEqual(0);
      expect({ heading, page: words[at + 1]!.page }).toEqual({ heading, page: words[at]!.page });
    }
    expect(layoutProblems(words, headings)).toEqual([]);
    // Each role and project whole on one page: its title's number on the page of its last line.
    const pageAfter = (label: string, id: number) => words.find((word, index) => word.text === String(id) && words[index - 1]?.text === label)?.page;
    const pageOf = (text: string) => words.find((word) => word.text === text)?.page;
    const spans = [
      ...resume.roles.map(({ id, url }) => ({ entry: `role ${id}`, from: pageAfter('Company', id), to: pageOf(url) })),
      ...resume.projects.map(({ id, githubLink }) => ({ entry: `project ${id}`, from: pageAfter(locale === 'de' ? 'Ausgabe' : 'number', id), to: pageOf(githubLink) })),
    ];
    expect(spans.filter(({ from, to }) => from === undefined || from !== to)).toEqual([]);
  }, RENDER_MS);

  it('gives work, the records in their declared order and projects, with dates as the language writes them', async () => {
    const { text } = await render('de', german);
    const order = ['BERUFSERFAHRUNG', 'AUSBILDUNG', 'KENNTNISSE', 'AUSZEICHNUNGEN', 'ZERTIFIKATE', 'VERÖFFENTLICHUNGEN', 'EHRENAMT', 'SPRACHEN', 'INTERESSEN', 'PROJEKTE'];
    const headings = order.map((heading) => text.indexOf(heading));
    expect(headings.every((at) => at >= 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    expect(text).toContain('Sept. 2012 – Juni 2016');
    expect(text).toContain('Sept. 2012 – heute');
    expect(text).toContain('2010 – 2011');
    expect(text).toContain('Note: 3.8 / 4.0, with honours');
    expect(text).toContain('Barrierefreiheitsanforderungsanalyse 1 · Fortgeschritten: React · Next.js');
    expect(text).toContain('Code Club Ehrenamtliche Barrierefreiheitsprüferin und Workshopleiterin · Okt. 2019 – heute');
    expect(text).toContain('Brightline Telecom · Nov. 2023');
    expect(text).toContain('IAAP · Mai 2022');
    expect(text).toContain('Frontend Weekly · März 2024');
    expect(text).toContain('Englisch · Muttersprache Deutsch · Verhandlungssicher');
    expect(text).toContain('Langstreckenradfahren 1: Accessibility tooling · Testing');
  }, RENDER_MS);

  it("draws a role's location, highlights and address, and a project's dates and highlights", async () => {
    const { text } = await render('en', { ...NO_LATER, roles: [role(1)], education: [], skills: [], projects: [project(1), project(2)] });
    expect(text).toContain('2019 – Present · Rotterdam, South Holland, the Netherlands');
    expect(text).toContain('• Wrote the incident handbook https://northwind.example.com/careers/engineering/payments-platform/1');
    expect(text).toContain(`${project(1).title} Jan 2023 – Jun 2023`);
    expect(text).toContain(`${project(2).title} Jan 2023 – Present`);
    expect(text).toContain('• Open-sourced');
  }, RENDER_MS);

  it('shows no heading for a section without rows', async () => {
    const { text } = await render('en', { ...NO_LATER, roles: [role(1)], projects: [], education: [], skills: [] });
    expect(text).toContain('EXPERIENCE');
    for (const heading of ['EDUCATION', 'SKILLS', 'VOLUNTEERING', 'AWARDS', 'CERTIFICATES', 'PUBLICATIONS', 'LANGUAGES', 'INTERESTS', 'PROJECTS']) expect(text).not.toContain(heading);
  }, RENDER_MS);

  it('holds every project, in order and each whole on one page, past the blocks a page run holds', async () => {
    const count = BLOCKS_PER_PAGE_RUN * 2 + 5;
    const short = (id: number): Project => ({ ...project(id), title: `Project number ${id} of the long list`, shortDescription: 'A short description.', highlights: [] });
    const { words } = await render('en', { ...NO_LATER, roles: [role(1)], education: [], skills: [], projects: Array.from({ length: count }, (_, index) => short(index + 1)) });
    expect(collisions(words)).toEqual([]);
    // Each title ("Project number N of …") on the page of its entry's last line, its GitHub address.
    const titles = words.flatMap((word, index) => (word.text === 'Project' && words[index + 1]?.text === 'number' ? [{ id: Number(words[index + 2]!.text), page: word.page }] : []));
    expect(titles.map((title) => title.id)).toEqual(Array.from({ length: count }, (_, index) => index + 1));
    for (const title of titles) {
      const lastLine = words.find((word) => word.text === project(title.id).githubLink);
      expect({ id: title.id, page: lastLine?.page }).toEqual({ id: title.id, page: title.page });
    }
  }, RENDER_MS);

  it('splits an entry taller than a page line by line, from the top of a page, rather than squeeze it into one', async () => {
    const highlights = Array.from({ length: 70 }, (_, index) => `Highlight ${index + 1} of a role longer than a page`);
    const { words } = await render('en', { ...NO_LATER, roles: [role(1), { ...role(2), highlights }, role(3)], education: [], skills: [], projects: [] });
    expect(collisions(words)).toEqual([]);
    const drawn = words.flatMap((word, index) => (word.text === 'Highlight' ? [{ n: Number(words[index + 1]!.text), page: word.page }] : []));
    expect(drawn.map(({ n }) => n)).toEqual(highlights.map((_, index) => index + 1));
    // The first role whole on page 1; the long one from the top of page 2, the third after its end.
    const opening = (page: number) => words.filter((word) => word.page === page).slice(0, 7).map((word) => word.text).join(' ');
    expect(opening(2)).toBe(role(2).company);
    expect(drawn.at(-1)!.page).toBe(3);
  }, RENDER_MS);

  it('draws entities in a description as their characters', async () => {
    const { text } = await render('en', { roles: [], education: [], skills: [], projects: [{ ...project(1), shortDescription: 'Fast &mdash; caf&eacute; tea' }] });
    expect(text).toContain('Fast — café tea');
    expect(text).not.toContain('&');
  }, RENDER_MS);

  it('draws an emoji with Noto Emoji, and leaves out, naming it, a letter no face has', async () => {
    const resume = { ...content, roles: [{ ...role(1), title: 'Launch lead 🚀 rocket science, 1️⃣ first' }], projects: [{ ...project(3), title: 'Atlas 漢字 مشروع maps' }] };
    const { pdf, words, text, lines } = await render('en', resume);
    expect(collisions(words)).toEqual([]);
    expect(text).toContain('Launch lead 🚀 rocket science, 1 first');
    expect(execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' })).toMatch(/NotoEmoji/);
    expect(text).toContain('Atlas maps');
    expect(lines).toEqual(["[resume] en: 漢 字 م ش ر و ع in projects id=3 title: the PDF's fonts cannot draw them; left out of resume.pdf."]);
  }, RENDER_MS);
});

describe('collisions', () => {
  it('names two words whose boxes overlap, and passes words side by side, on lines whose boxes touch, or on another page', () => {
    const word = (text: string, xMin: number, yMin: number, page = 1) => ({ page, text, xMin, yMin, xMax: xMin + 40, yMax: yMin + 12 });
    expect(collisions([word('Your', 54, 48), word('Full-stack', 54, 53)])).toEqual(['page 1: "Your" [54.0, 48.0, 94.0, 60.0] and "Full-stack" [54.0, 53.0, 94.0, 65.0] overlap']);
    expect(collisions([word('Your', 54, 48), word('Name', 96, 48), word('Full-stack', 54, 58), word('again', 54, 48, 2)])).toEqual([]);
  });
});
