import { act, render, screen, waitFor } from '@testing-library/react';
import { liveRefreshBackend } from '@/lib/config';
import { refreshProjects } from '@/lib/content/refresh';
import type { Project } from '@/lib/content/types';
import { BUILT_GRID_PROP } from './built-grid';
import { ProjectGrid } from './project-grid';
import { ProjectsBlock } from './projects-block';
import { ProjectsProvider, useProjects } from './projects-provider';

// The point here is the provider's state; the real data path runs in e2e/refresh.spec.ts.
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('@/lib/content/refresh', () => ({ refreshProjects: jest.fn(), refreshRoles: jest.fn(), readContentVersion: jest.fn() }));
jest.mock('./lazy-markdown', () => ({
  renderDescriptions: async (items: Project[]) => items.map((item) => ({ ...item, description: <p>{`rendered: ${item.shortDescription}`}</p> })),
}));

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

function project(id: number): Project {
  return { id, title: `Project ${id}`, shortDescription: `About ${id}`, websiteLink: '', githubLink: '', tags: [] };
}

/** The cards as the server renders them for the block. */
const built = (projects: Project[]) => <ProjectGrid projects={projects.map((item) => ({ ...item, description: <p>{`built: ${item.shortDescription}`}</p> }))} />;

function Probe() {
  const { projects, loading } = useProjects();
  return <p data-testid="probe">{`${loading ? 'loading' : 'idle'}:${projects === null ? 'as built' : projects.map((item) => item.id).join(',')}`}</p>;
}

const titles = () => screen.queryAllByTestId('project-title').map((title) => title.textContent);
const settle = () => act(async () => new Promise((done) => setTimeout(done, 10)));

beforeEach(() => {
  jest.mocked(liveRefreshBackend).mockReturnValue(null);
});

describe('useProjects', () => {
  it('throws outside its provider, with the developer-facing message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the throw too
    expect(() => render(<Probe />)).toThrow('useProjects must be used within a ProjectsProvider');
  });

  it('gives the projects as built, not loading, and fetches nothing without a hosted backend', async () => {
    render(
      <ProjectsProvider built={{ version: 3, count: 2 }}>
        <Probe />
      </ProjectsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('idle:as built');
    await settle();
    expect(refreshProjects).not.toHaveBeenCalled();
  });
});

describe('ProjectsProvider with a hosted backend', () => {
  beforeEach(() => jest.mocked(liveRefreshBackend).mockReturnValue(hosted));

  it('shows the cards the build rendered, then once idle what the backend has now, descriptions rendered', async () => {
    jest.mocked(refreshProjects).mockResolvedValue([project(1), project(2), project(3)]);
    render(
      <ProjectsProvider built={{ version: null, count: 2 }}>
        <ProjectsBlock intro="Side projects." builtCount={2} {...{ [BUILT_GRID_PROP]: built([project(1), project(2)]) }} />
      </ProjectsProvider>,
    );
    expect(titles()).toEqual(['Project 1', 'Project 2']);
    expect(screen.getByText('built: About 1')).toBeInTheDocument();
    expect(await screen.findByText('rendered: About 3')).toBeInTheDocument();
    expect(refreshProjects).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(['Project 1', 'Project 2', 'Project 3']);
  });

  it('shows "Loading projects..." only while a fetch runs and nothing is shown yet', async () => {
    let resolve: (projects: Project[]) => void = () => {};
    jest.mocked(refreshProjects).mockReturnValue(new Promise((done) => (resolve = done)));
    render(
      <ProjectsProvider built={{ version: null, count: 0 }}>
        <ProjectsBlock intro="Side projects." builtCount={0} {...{ [BUILT_GRID_PROP]: built([]) }} />
      </ProjectsProvider>,
    );
    expect(await screen.findByText('Loading projects...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Projects Section' })).not.toBeInTheDocument();
    await act(async () => resolve([project(7)]));
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects Section' })).toBeInTheDocument();
    expect(titles()).toEqual(['Project 7']);
  });

  it('keeps the shown projects when the refresh fails', async () => {
    jest.mocked(refreshProjects).mockResolvedValue(null);
    render(
      <ProjectsProvider built={{ version: null, count: 1 }}>
        <ProjectsBlock intro="Side projects." builtCount={1} {...{ [BUILT_GRID_PROP]: built([project(1)]) }} />
      </ProjectsProvider>,
    );
    await waitFor(() => expect(refreshProjects).toHaveBeenCalled());
    await settle(); // the failed refresh's result has come back
    expect(titles()).toEqual(['Project 1']);
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
  });
});
