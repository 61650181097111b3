import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { CARDS_PER_CHUNK, ProjectGrid, RUNS_AS_ELEMENTS, type GridProject } from './project-grid';

// Temporary, until the lead's branch rewrites this file: the constant left page-lifecycle.ts.
const CARD_RUN_TEXT_ATTRIBUTE = 'data-card-run';

const projects = (count: number): GridProject[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Project ${index + 1}`,
    tags: [],
    websiteLink: '',
    githubLink: '',
    description: <p>About {index + 1}</p>,
  }));

const titlesIn = (root: ParentNode) => [...root.querySelectorAll('[role="listitem"] [data-testid="project-title"]')].map((title) => title.textContent);
const expected = (count: number) => projects(count).map((project) => project.title);

/** What a run carried as text becomes: its markup parsed, as the gate script does. */
function parsed(text: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = text;
  return template.content;
}

describe('ProjectGrid', () => {
  // Two more runs than the HTML holds as elements: one full, one of 5 cards.
  const count = CARDS_PER_CHUNK * (RUNS_AS_ELEMENTS + 1) + 5;

  it(`as the server writes it: ${RUNS_AS_ELEMENTS} runs of ${CARDS_PER_CHUNK} cards as elements, then each run as the text of a noscript, every card once and in order`, () => {
    document.body.innerHTML = renderToString(<ProjectGrid projects={projects(count)} runsAsElements={RUNS_AS_ELEMENTS} />);
    const list = document.querySelector('[role="list"]')!;
    expect(list.querySelectorAll(':scope > [role="none"] > [role="listitem"]')).toHaveLength(RUNS_AS_ELEMENTS * CARDS_PER_CHUNK);
    const texts = [...list.querySelectorAll(`:scope > noscript[${CARD_RUN_TEXT_ATTRIBUTE}]`)];
    expect(texts).toHaveLength(2);
    expect(texts.map((text) => [...text.childNodes].map((node) => node.nodeType))).toEqual([[Node.TEXT_NODE], [Node.TEXT_NODE]]);
    expect([...list.children].map((child) => child.tagName)).toEqual(['DIV', 'DIV', 'NOSCRIPT', 'NOSCRIPT']);
    const fromText = texts.map((text) => parsed(text.textContent!));
    expect(fromText.map((run) => [...run.children].map((child) => child.getAttribute('role')))).toEqual([['none'], ['none']]);
    expect(fromText.map((run) => run.querySelectorAll('[role="listitem"]').length)).toEqual([CARDS_PER_CHUNK, 5]);
    expect([...titlesIn(list), ...fromText.flatMap(titlesIn)]).toEqual(expected(count));
    document.body.innerHTML = '';
  });

  it('holds no noscript when its cards fit in the runs kept as elements (the sample content)', () => {
    const few = RUNS_AS_ELEMENTS * CARDS_PER_CHUNK;
    document.body.innerHTML = renderToString(<ProjectGrid projects={projects(few)} runsAsElements={RUNS_AS_ELEMENTS} />);
    expect(document.querySelectorAll('noscript')).toHaveLength(0);
    expect(titlesIn(document)).toEqual(expected(few));
    document.body.innerHTML = '';
  });

  it('renders every run as elements in the browser (a refresh), where React would write nothing inside a noscript', () => {
    const { container } = render(<ProjectGrid projects={projects(count)} />);
    expect(container.querySelectorAll('noscript')).toHaveLength(0);
    expect(container.querySelectorAll('[role="list"] > [role="none"]')).toHaveLength(RUNS_AS_ELEMENTS + 2);
    expect(titlesIn(container)).toEqual(expected(count));
  });
});
