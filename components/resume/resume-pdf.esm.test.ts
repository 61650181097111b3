import { execFileSync } from 'node:child_process';
import { format } from 'node:util';
import { collisions, pdfWords } from '@/e2e/pdf-text';
import ar from '@/e2e/fixtures/i18n/ar';
import de from '@/e2e/fixtures/i18n/de';
import type { Project, Role } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import type { Language, Messages } from '@/lib/languages';
import { profileIn } from '@/lib/languages/profile-in';
import { fileLanguage } from '@/lib/languages/scripts';
import { resumePdf } from './resume-pdf';
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
  url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: id === 1,
  responsibilities: ['Checkout', 'Payments', 'Mentoring', 'Hiring', 'Observability', 'Accessibility', 'Performance budgets'].map((label, index) => ({ label, value: index + 1 })),
});

const project = (id: number): Project => ({
  id,
  title: `A project with a title long enough to wrap across the page's whole width, number ${id}`,
  shortDescription: `${LONG} See [the write-up](https://example.com/projects/${id}/a-rather-long-path-to-the-write-up).`,
  websiteLink: `https://example.com/projects/${id}`,
  githubLink: `https://github.com/example/project-${id}`,
  highlights: [], startDate: '', endDate: '', tags: ['Next.js', 'TypeScript', 'PostgreSQL', 'Playwright', 'Edge rendering'],
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

const content: ResumeContent = {
  roles: [1, 2, 3, 4, 5].map(role),
  education: [school(1), school(2, { endDate: '', score: '', courses: [] }), school(3, { startDate: '2010', endDate: '2011', studyType: '', url: '' })],
  skills: [1, 2, 3, 4, 5, 6, 7, 8].map(skill),
  projects: [1, 2, 3, 4, 5, 6].map(project),
};

const german: ResumeContent = {
  roles: content.roles.map((item) => ({ ...item, title: 'Softwareentwicklungsabteilungsleiterin für Zahlungsverkehrsinfrastruktur', description: `Verantwortlich für die Datenschutzgrundverordnungskonformität. ${LONG}` })),
  education: content.education.map((item) => ({ ...item, institution: `Rheinisch-Westfälische Technische Hochschule, Fakultät für Mathematik, Informatik und Naturwissenschaften ${item.id}`, studyType: 'Diplom' })),
  skills: content.skills.map((item) => ({ ...item, name: `Barrierefreiheitsanforderungsanalyse ${item.id}`, level: 'Fortgeschritten' })),
  projects: content.projects.map((item) => ({ ...item, title: `Straßenbahnhaltestellenverzeichnis für Großstädte, Ausgabe ${item.id}` })),
};

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
    const { resume: headings } = DICTIONARIES[fileLanguage(locale)]!;
    for (const heading of [headings.experience, headings.education, headings.skills, headings.projects]) {
      const at = words.findIndex((word) => word.text === heading.toUpperCase());
      expect(at).toBeGreaterThanOrEqual(0);
      expect({ heading, page: words[at + 1]!.page }).toEqual({ heading, page: words[at]!.page });
    }
  }, RENDER_MS);

  it('gives work, education, skills and projects in that order, with dates as the language writes them', async () => {
    const { text } = await render('de', german);
    const headings = ['BERUFSERFAHRUNG', 'AUSBILDUNG', 'KENNTNISSE', 'PROJEKTE'].map((heading) => text.indexOf(heading));
    expect(headings.every((at) => at >= 0)).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    expect(text).toContain('Sept. 2012 – Juni 2016');
    expect(text).toContain('Sept. 2012 – heute');
    expect(text).toContain('2010 – 2011');
    expect(text).toContain('Note: 3.8 / 4.0, with honours');
    expect(text).toContain('Barrierefreiheitsanforderungsanalyse 1 · Fortgeschritten: React · Next.js');
  }, RENDER_MS);

  it('shows no heading for a section without rows', async () => {
    const { text } = await render('en', { roles: [role(1)], projects: [], education: [], skills: [] });
    expect(text).toContain('EXPERIENCE');
    for (const heading of ['EDUCATION', 'SKILLS', 'PROJECTS']) expect(text).not.toContain(heading);
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
