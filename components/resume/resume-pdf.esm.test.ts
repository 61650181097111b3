import { collisions, pdfWords } from '@/e2e/pdf-text';
import ar from '@/e2e/fixtures/i18n/ar';
import de from '@/e2e/fixtures/i18n/de';
import type { Project, Role } from '@/lib/content/types';
import en from '@/lib/i18n/en';
import type { Language, Messages } from '@/lib/languages';
import { profileIn } from '@/lib/languages/profile-in';
import { drawnLanguage } from '@/lib/languages/scripts';
import { resumePdf } from './resume-pdf';
import type { ResumeContent } from './resume-content';

// A cold render loads the faces and the layout engine's WebAssembly: seconds on a busy machine.
const RENDER_MS = 60_000;

const DICTIONARIES: Record<string, Messages> = { en, de, ar };
const languageOf = (locale: string): Language => ({ locale, words: DICTIONARIES[locale]!, profile: profileIn(locale) });

const LONG = 'Led the rebuild of a checkout that served eleven markets, moving its rendering to the edge, its payments to a single provider and its tests to the browser, while mentoring four engineers and writing the guides that the next team onboarded with, in a codebase older than most of its tooling.';

const role = (id: number, extra: Partial<Role> = {}): Role => ({
  id,
  company: `Northwind Logistics and Freight Forwarding Company ${id}`,
  timeframe: '2019 – Present',
  title: 'Principal Full-Stack Engineer, Payments Platform and Developer Experience',
  description: LONG,
  isCurrentRole: id === 1,
  responsibilities: ['Checkout', 'Payments', 'Mentoring', 'Hiring', 'Observability', 'Accessibility', 'Performance budgets'].map((label, index) => ({ label, value: index + 1 })),
  ...extra,
});

const project = (id: number, extra: Partial<Project> = {}): Project => ({
  id,
  title: `A project with a title long enough to wrap across the page's whole width, number ${id}`,
  shortDescription: `${LONG} See [the write-up](https://example.com/projects/${id}/a-rather-long-path-to-the-write-up).`,
  websiteLink: `https://example.com/projects/${id}`,
  githubLink: `https://github.com/example/project-${id}`,
  tags: ['Next.js', 'TypeScript', 'PostgreSQL', 'Playwright', 'Edge rendering'],
  ...extra,
});

const content: ResumeContent = {
  roles: [1, 2, 3, 4, 5].map((id) => role(id)),
  projects: [1, 2, 3, 4, 5, 6].map((id) => project(id)),
};

const german: ResumeContent = {
  roles: content.roles.map((item) => ({ ...item, title: 'Softwareentwicklungsabteilungsleiterin für Zahlungsverkehrsinfrastruktur', description: `Verantwortlich für die Datenschutzgrundverordnungskonformität. ${LONG}` })),
  projects: content.projects.map((item) => ({ ...item, title: `Straßenbahnhaltestellenverzeichnis für Großstädte, Ausgabe ${item.id}` })),
};

/** The language's résumé.pdf as the route makes it: in its own language, or the default's when the faces lack its script. */
async function render(locale: string, resume: ResumeContent) {
  const pdf = await resumePdf(resume, languageOf(drawnLanguage(locale)));
  return pdfWords(pdf);
}

describe('resume.pdf', () => {
  it.each([
    ['en', content],
    ['de', german],
    ['ar', content],
  ] as const)('draws no word over another (%s)', async (locale, resume) => {
    const words = await render(locale, resume);
    expect(words.length).toBeGreaterThan(500);
    expect(collisions(words)).toEqual([]);
  }, RENDER_MS);
});

describe('collisions', () => {
  it('names two words whose boxes overlap, and passes words side by side or on the next line', () => {
    const word = (text: string, xMin: number, yMin: number, page = 1) => ({ page, text, xMin, yMin, xMax: xMin + 40, yMax: yMin + 12 });
    expect(collisions([word('Your', 54, 48), word('Full-stack', 54, 58)])).toEqual(['page 1: "Your" [54.0, 48.0, 94.0, 60.0] and "Full-stack" [54.0, 58.0, 94.0, 70.0] overlap']);
    expect(collisions([word('Your', 54, 48), word('Name', 96, 48), word('Full-stack', 54, 62), word('again', 54, 48, 2)])).toEqual([]);
  });
});
