import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Project } from '@/lib/content/types';
import { laterProjects, parseLater } from './later-projects';
import type { GridProject } from './grid-project';
import { ProjectGrid } from './project-grid';
import { CARDS_IN_PAGE, CARDS_PER_RUN, RUNS_IN_PAGE } from './runs';
import en from '@/lib/i18n/en';
import { projectsBlockLabels } from './projects';

const links = { newTabNote: en.common.opensInNewTab, home: '/' };

const cards = (count: number): GridProject[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Project ${index + 1}`,
    tags: [],
    websiteLink: '',
    githubLink: '',
    description: <p>About {index + 1}</p>,
  }));

/** The projects after the built cards, as the server hands them over: their descriptions' markdown. */
const laterOf = (from: number, count: number) =>
  laterProjects(
    Array.from(
      { length: count },
      (_, index): Project => ({ id: from + index, title: `Project ${from + index}`, shortDescription: `Later **${from + index}**`, websiteLink: '', githubLink: '', tags: [], highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '' }),
    ),
  );

/** The description's bold text, as the markdown renderer draws it, once it has. */
const findStrong = (root: HTMLElement, text: string) =>
  waitFor(() => {
    const strong = [...root.querySelectorAll('strong')].find((element) => element.textContent === text);
    if (!strong) throw new Error(`no <strong>${text}</strong> yet`);
    return strong;
  });

const titlesIn = (root: ParentNode) => [...root.querySelectorAll('[role="listitem"] [data-testid="project-title"]')].map((title) => title.textContent);
const expected = (count: number) => cards(count).map((card) => card.title);

/** An IntersectionObserver the test reports for: every observer made, and the element each watches. */
class ReportedObserver {
  static made: ReportedObserver[] = [];
  watched: Element | null = null;
  disconnected = false;
  constructor(readonly report: IntersectionObserverCallback) {
    ReportedObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched = element;
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  static current(): ReportedObserver {
    const live = ReportedObserver.made.filter((observer) => !observer.disconnected);
    expect(live).toHaveLength(1);
    return live[0]!;
  }
  /** The watched run is (or is not) within the distance at which the next one is rendered. */
  static say(...states: boolean[]) {
    const observer = ReportedObserver.current();
    const entries = states.map((isIntersecting) => ({ isIntersecting, target: observer.watched! }) as IntersectionObserverEntry);
    act(() => observer.report(entries, observer as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  ReportedObserver.made = [];
  jest.spyOn(window, 'IntersectionObserver').mockImplementation((report) => new ReportedObserver(report) as unknown as IntersectionObserver);
});

describe('ProjectGrid', () => {
  // Two runs more than the HTML holds: one full, one of 5 cards.
  const count = CARDS_IN_PAGE + CARDS_PER_RUN + 5;

  it(`as the server writes it: the first ${RUNS_IN_PAGE} runs of ${CARDS_PER_RUN} cards`, () => {
    document.body.innerHTML = renderToString(<ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(count)} />);
    const list = document.querySelector('[role="list"]')!;
    expect(list.querySelectorAll(':scope > [role="none"] > [role="listitem"]')).toHaveLength(CARDS_IN_PAGE);
    expect(titlesIn(list)).toEqual(expected(CARDS_IN_PAGE));
    document.body.innerHTML = '';
  });

  it('renders the next run when the last one shown nears the viewport, one run for each report, until every card is there', () => {
    const { container } = render(<ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(count)} />);
    expect(titlesIn(container)).toEqual(expected(CARDS_IN_PAGE));
    const runs = () => container.querySelectorAll('[role="list"] > [role="none"]');
    // The point at the runs' end, right after the last run shown, hidden from assistive technology.
    const end = () => runs()[runs().length - 1]!.nextElementSibling;
    expect(ReportedObserver.current().watched).toBe(end());
    expect(end()).toHaveAttribute('aria-hidden', 'true');

    ReportedObserver.say(false);
    expect(runs()).toHaveLength(RUNS_IN_PAGE);

    ReportedObserver.say(true);
    // One run, not all: the report was about the end before it, and the new end is watched anew.
    expect(runs()).toHaveLength(RUNS_IN_PAGE + 1);
    expect(ReportedObserver.current().watched).toBe(end());

    ReportedObserver.say(true);
    expect(titlesIn(container)).toEqual(expected(count));
    // Only the last run is short (5 cards): it alone is always laid out.
    expect([...runs()].map((run) => run.hasAttribute('data-partial'))).toEqual([false, false, false, true]);
  });

  it('goes by the latest of the entries one report holds, as a busy main thread gets them', () => {
    const { container } = render(<ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(count)} />);
    const runs = () => container.querySelectorAll('[role="list"] > [role="none"]');
    // Far, then near, in one report: scrolled fast to the end, which stays in view (no report comes after).
    ReportedObserver.say(false, true);
    expect(runs()).toHaveLength(RUNS_IN_PAGE + 1);
    ReportedObserver.say(true, false);
    expect(runs()).toHaveLength(RUNS_IN_PAGE + 1);
  });

  it('renders cards that come later (the later runs’ data) once the end is near', () => {
    const { container, rerender } = render(<ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(CARDS_IN_PAGE)} />);
    ReportedObserver.say(true);
    expect(titlesIn(container)).toHaveLength(CARDS_IN_PAGE);
    rerender(<ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(count)} />);
    expect(container.querySelectorAll('[role="list"] > [role="none"]')).toHaveLength(RUNS_IN_PAGE + 1);
  });

  it('renders every card before a print', () => {
    const { container } = render(<ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(count)} />);
    act(() => {
      fireEvent(window, new Event('beforeprint'));
    });
    expect(titlesIn(container)).toEqual(expected(count));
  });
});

// In this order: the markdown renderer's chunk is first asked for by the print's afterprint, then kept.
describe('ProjectGrid with later projects, given as data', () => {
  const later = laterOf(CARDS_IN_PAGE + 1, CARDS_PER_RUN + 5);
  const total = CARDS_IN_PAGE + later.count;
  const grid = <ProjectGrid labels={projectsBlockLabels(en)} links={links} cards={cards(CARDS_IN_PAGE)} later={later} />;

  it('reads them only when a run of them is needed, not as the built cards render', () => {
    const parse = jest.spyOn(JSON, 'parse');
    const { container } = render(grid);
    expect(titlesIn(container)).toEqual(expected(CARDS_IN_PAGE));
    ReportedObserver.say(false);
    expect(parse).not.toHaveBeenCalledWith(later.json);
  });

  it('prints every card before the renderer has come, the later descriptions as their markdown, rendered once it has', async () => {
    const { container } = render(grid);
    act(() => {
      fireEvent(window, new Event('beforeprint'));
    });
    const titles = titlesIn(container);
    expect(titles).toHaveLength(total);
    expect(titles.at(-1)).toBe(`Project ${total}`);
    expect(container).toHaveTextContent(`Later **${total}**`);
    await act(async () => {
      fireEvent(window, new Event('afterprint'));
    });
    expect(await findStrong(container, String(total))).toBeTruthy();
    expect(titlesIn(container)).toHaveLength(total);
  });

  it('renders a later run as the end nears, its descriptions through the markdown renderer', async () => {
    const { container } = render(grid);
    ReportedObserver.say(true);
    await act(async () => {});
    expect(titlesIn(container)).toHaveLength(CARDS_IN_PAGE + CARDS_PER_RUN);
    expect(await findStrong(container, String(CARDS_IN_PAGE + 1))).toBeTruthy();
    ReportedObserver.say(true);
    await act(async () => {});
    expect(titlesIn(container)).toHaveLength(total);
  });

  it('prints the later descriptions rendered once the renderer is there', () => {
    const { container } = render(grid);
    act(() => {
      fireEvent(window, new Event('beforeprint'));
    });
    expect(titlesIn(container)).toHaveLength(total);
    expect([...container.querySelectorAll('strong')].map((strong) => strong.textContent)).toContain(String(total));
    expect(container).not.toHaveTextContent('**');
  });

  it("resolves a later description's relative link from the home page it is given, as the build resolves the built cards'", async () => {
    const withLink = laterProjects([{ ...parseLater(later)[0]!, shortDescription: '[notes](docs/notes.md) and [setup](#setup)' }]);
    const { container } = render(<ProjectGrid labels={projectsBlockLabels(en)} links={{ ...links, home: '/portfolio/de/' }} cards={cards(CARDS_IN_PAGE)} later={withLink} />);
    ReportedObserver.say(true);
    await waitFor(() => expect(container.querySelector('a[href="/portfolio/de/docs/notes.md"]')).not.toBeNull());
    expect(container.querySelector('a[href="#setup"]')).not.toBeNull();
  });
});
