import { act, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProjectGrid, type GridProject } from './project-grid';
import { CARDS_IN_PAGE, CARDS_PER_RUN, RUNS_IN_PAGE } from './runs';
import en from '@/lib/i18n/en';
import { projectsBlockLabels } from './projects';

const cards = (count: number): GridProject[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Project ${index + 1}`,
    tags: [],
    websiteLink: '',
    githubLink: '',
    description: <p>About {index + 1}</p>,
  }));

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
  static say(isIntersecting: boolean) {
    const observer = ReportedObserver.current();
    act(() => observer.report([{ isIntersecting, target: observer.watched! } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  ReportedObserver.made = [];
  jest.spyOn(window, 'IntersectionObserver').mockImplementation((report) => new ReportedObserver(report) as unknown as IntersectionObserver);
});

describe('ProjectGrid', () => {
  // Two runs more than the HTML holds: one full, one of 5 cards.
  const count = CARDS_IN_PAGE + CARDS_PER_RUN + 5;

  it(`as the server writes it: the first ${RUNS_IN_PAGE} runs of ${CARDS_PER_RUN} cards, then what a visitor without JavaScript gets`, () => {
    document.body.innerHTML = renderToString(<ProjectGrid labels={projectsBlockLabels(en)} cards={cards(count)} noscript={<noscript>every later card</noscript>} />);
    const list = document.querySelector('[role="list"]')!;
    expect(list.querySelectorAll(':scope > [role="none"] > [role="listitem"]')).toHaveLength(CARDS_IN_PAGE);
    expect(titlesIn(list)).toEqual(expected(CARDS_IN_PAGE));
    expect(list.lastElementChild?.tagName).toBe('NOSCRIPT');
    document.body.innerHTML = '';
  });

  it('renders the next run when the last one shown nears the viewport, one run for each report, until every card is there', () => {
    const { container } = render(<ProjectGrid labels={projectsBlockLabels(en)} cards={cards(count)} />);
    expect(titlesIn(container)).toEqual(expected(CARDS_IN_PAGE));
    const runs = () => container.querySelectorAll('[role="list"] > [role="none"]');
    expect(ReportedObserver.current().watched).toBe(runs()[RUNS_IN_PAGE - 1]);

    ReportedObserver.say(false);
    expect(runs()).toHaveLength(RUNS_IN_PAGE);

    ReportedObserver.say(true);
    // One run, not all: the report was about the end before it, and the new end is watched anew.
    expect(runs()).toHaveLength(RUNS_IN_PAGE + 1);
    expect(ReportedObserver.current().watched).toBe(runs()[RUNS_IN_PAGE]);

    ReportedObserver.say(true);
    expect(titlesIn(container)).toEqual(expected(count));
  });

  it('renders cards that come later (the later runs’ data) once the end is near', () => {
    const { container, rerender } = render(<ProjectGrid labels={projectsBlockLabels(en)} cards={cards(CARDS_IN_PAGE)} />);
    ReportedObserver.say(true);
    expect(titlesIn(container)).toHaveLength(CARDS_IN_PAGE);
    rerender(<ProjectGrid labels={projectsBlockLabels(en)} cards={cards(count)} />);
    expect(container.querySelectorAll('[role="list"] > [role="none"]')).toHaveLength(RUNS_IN_PAGE + 1);
  });

  it('renders every card before a print', () => {
    const { container } = render(<ProjectGrid labels={projectsBlockLabels(en)} cards={cards(count)} />);
    act(() => {
      fireEvent(window, new Event('beforeprint'));
    });
    expect(titlesIn(container)).toEqual(expected(count));
  });
});
