import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { liveRefreshBackend } from '@/lib/config';
import { ProjectsProvider } from '@/lib/content/projects-provider';
import { refreshTable } from '@/lib/content/refresh';
import type { Project } from '@/lib/content/types';
import { laterProjects } from './later-projects';
import { ProjectsBlock } from './projects-block';
import { CARDS_IN_PAGE } from './runs';
import en from '@/lib/i18n/en';
import { projectsBlockLabels } from './projects';

// The point here is what the block shows; the real data path runs in e2e/refresh.spec.ts.
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('@/lib/content/refresh', () => ({ refreshTable: jest.fn() }));
jest.mock('@/lib/content/content-version', () => ({ readContentVersion: jest.fn() }));
// The descriptions' renderer arrives when the first test lets it, and is kept.
let mockArrive: () => void = () => {};
const mockRenderer = new Promise<void>((resolve) => (mockArrive = resolve));
jest.mock('./lazy-markdown', () => {
  const { lazy } = jest.requireActual<typeof import('react')>('react');
  const Rendered = ({ source }: { source: string }) => <p>{`rendered: ${source}`}</p>;
  return { ...jest.requireActual('./lazy-markdown'), LazyDescription: lazy(async () => (await mockRenderer, { default: Rendered })) };
});

const links = { newTabNote: en.common.opensInNewTab, home: '/' };
const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

function project(id: number): Project {
  return { id, title: `Project ${id}`, shortDescription: `About ${id}`, websiteLink: '', githubLink: '', highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: [] };
}

/** The block with the cards as the server renders them, and `later` as data. */
const block = (projects: Project[], later: Project[] = []) => (
  <ProjectsProvider version={null} count={projects.length + later.length} translation={null}>
    <ProjectsBlock
      intro="Side projects."
      labels={projectsBlockLabels(en)}
      links={links}
      built={projects.map(({ shortDescription, ...item }) => ({ ...item, description: <p>{`built: ${shortDescription}`}</p> }))}
      later={laterProjects(later)}
    />
  </ProjectsProvider>
);

const titles = () => screen.queryAllByTestId('project-title').map((title) => title.textContent);
const settle = () => act(async () => new Promise((done) => setTimeout(done, 10)));

beforeEach(() => jest.mocked(liveRefreshBackend).mockReturnValue(hosted));

describe('ProjectsBlock with a hosted backend', () => {
  it('shows the cards the build rendered until the refreshed ones and their renderer have come, then those', async () => {
    jest.mocked(refreshTable).mockResolvedValue([project(1), project(2), project(3)]);
    render(block([project(1), project(2)]));
    expect(titles()).toEqual(['Project 1', 'Project 2']);
    await settle();
    expect(refreshTable).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(['Project 1', 'Project 2']);
    expect(screen.getByText('built: About 1')).toBeInTheDocument();
    await act(async () => mockArrive());
    expect(await screen.findByText('rendered: About 3')).toBeInTheDocument();
    expect(refreshTable).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(['Project 1', 'Project 2', 'Project 3']);
  });

  it('shows "Loading projects..." only while a fetch runs and nothing is shown yet', async () => {
    let resolve: (projects: Project[]) => void = () => {};
    jest.mocked(refreshTable).mockReturnValue(new Promise((done) => (resolve = done)));
    render(block([]));
    expect(await screen.findByText('Loading projects...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Projects Section' })).not.toBeInTheDocument();
    await act(async () => resolve([project(7)]));
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects Section' })).toBeInTheDocument();
    expect(titles()).toEqual(['Project 7']);
  });

  it("heads the cards with the résumé's Projects heading for print, and prints no heading without a project", async () => {
    jest.mocked(refreshTable).mockResolvedValue([]);
    render(block([project(1)]));
    // Only print shows it (print-resume.module.css): the printed résumé's last section heading, before the intro.
    const printed = screen.getByRole('heading', { level: 2, name: en.records.projects });
    expect(printed.nextElementSibling).toHaveTextContent('Side projects.');
    await waitFor(() => expect(titles()).toEqual([]));
    expect(screen.queryByRole('heading', { name: en.records.projects })).not.toBeInTheDocument();
  });

  it('keeps the shown projects when the refresh fails', async () => {
    jest.mocked(refreshTable).mockResolvedValue(null);
    render(block([project(1)]));
    await waitFor(() => expect(refreshTable).toHaveBeenCalled());
    await settle(); // the failed refresh's result has come back
    expect(titles()).toEqual(['Project 1']);
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
  });
});

describe('a visitor without JavaScript', () => {
  const built = Array.from({ length: CARDS_IN_PAGE }, (_, index) => project(index + 1));
  const later = [project(CARDS_IN_PAGE + 1), project(CARDS_IN_PAGE + 2)];
  const everyProject = { href: '/projects/', text: en.projects.everyProject('50') };
  const withLink = (projects: Project[], laterOnes: Project[]) => (
    <ProjectsProvider version={null} count={projects.length + laterOnes.length} translation={null}>
      <ProjectsBlock
        intro="Side projects."
        labels={projectsBlockLabels(en)}
        links={links}
        built={projects.map(({ shortDescription, ...item }) => ({ ...item, description: <p>{shortDescription}</p> }))}
        later={laterProjects(laterOnes)}
        everyProject={everyProject}
      />
    </ProjectsProvider>
  );
  /** The noscript's content, parsed as a browser without JavaScript would: jsdom, like a browser with scripting on, reads it as text. */
  const noscriptOf = (html: string) => {
    const content = document.createElement('template');
    content.innerHTML = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    return content.content;
  };

  it('is sent to the page of every project past the cards the HTML holds, which holds none of the later cards', () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(null);
    const html = renderToString(withLink(built, later));
    const link = noscriptOf(html).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/projects/');
    expect(link?.textContent).toBe('All 50 projects');
    expect(html).not.toMatch(/>Project 49</);
    expect(html).toMatch(/>Project 48</);
  });

  it('needs no such link when the HTML holds every card', () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(null);
    expect(renderToString(withLink(built.slice(0, 3), []))).not.toContain('<noscript>');
  });

  it('costs a render in the browser nothing: the noscript stays empty and the later projects are not even read', () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(null);
    const parse = jest.spyOn(JSON, 'parse');
    const { container } = render(withLink(built, later));
    expect(container.querySelector('noscript')?.childNodes).toHaveLength(0);
    expect(parse).not.toHaveBeenCalled();
    expect(titles()).toHaveLength(CARDS_IN_PAGE);
  });
});
