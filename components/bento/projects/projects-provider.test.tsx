import { act, render, screen } from '@testing-library/react';
import { liveRefreshBackend } from '@/lib/config';
import { refreshProjects } from '@/lib/content/refresh';
import type { Project } from '@/lib/content/types';
import { ProjectsBlock } from './projects-block';
import { ProjectsProvider, useProjects } from './projects-provider';

// The point here is the provider's state; the real data path runs in e2e/refresh.spec.ts.
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('@/lib/content/refresh', () => ({ refreshProjects: jest.fn(), refreshRoles: jest.fn() }));
jest.mock('./lazy-markdown', () => ({ LazyMarkdown: ({ source }: { source: string }) => <p>{source}</p> }));

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

function project(id: number): Project {
  return { id, title: `Project ${id}`, shortDescription: `About ${id}`, websiteLink: '', githubLink: '', tags: [] };
}

function Probe() {
  const { projects, loading } = useProjects();
  return <p data-testid="probe">{`${loading ? 'loading' : 'idle'}:${projects.map((item) => item.id).join(',')}`}</p>;
}

const titles = () => screen.queryAllByTestId('project-title').map((title) => title.textContent);

beforeEach(() => {
  jest.mocked(liveRefreshBackend).mockReturnValue(null);
});

describe('useProjects', () => {
  it('throws outside its provider, with the developer-facing message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the throw too
    expect(() => render(<Probe />)).toThrow('useProjects must be used within a ProjectsProvider');
  });

  it('gives the pre-rendered projects, not loading, and fetches nothing without a hosted backend', async () => {
    render(
      <ProjectsProvider initialProjects={[project(1), project(2)]}>
        <Probe />
      </ProjectsProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('idle:1,2');
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(refreshProjects).not.toHaveBeenCalled();
  });
});

describe('ProjectsProvider with a hosted backend', () => {
  beforeEach(() => jest.mocked(liveRefreshBackend).mockReturnValue(hosted));

  it('refreshes once when idle, and shows what the backend has now', async () => {
    jest.mocked(refreshProjects).mockResolvedValue([project(1), project(2), project(3)]);
    render(
      <ProjectsProvider initialProjects={[project(1), project(2)]}>
        <ProjectsBlock intro="Side projects." descriptions={{}} />
      </ProjectsProvider>,
    );
    expect(titles()).toEqual(['Project 1', 'Project 2']);
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(refreshProjects).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual(['Project 1', 'Project 2', 'Project 3']);
  });

  it('shows "Loading projects..." only while a fetch runs and nothing is shown yet', async () => {
    let resolve: (projects: Project[]) => void = () => {};
    jest.mocked(refreshProjects).mockReturnValue(new Promise((done) => (resolve = done)));
    render(
      <ProjectsProvider initialProjects={[]}>
        <ProjectsBlock intro="Side projects." descriptions={{}} />
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
      <ProjectsProvider initialProjects={[project(1)]}>
        <ProjectsBlock intro="Side projects." descriptions={{}} />
      </ProjectsProvider>,
    );
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(refreshProjects).toHaveBeenCalled();
    expect(titles()).toEqual(['Project 1']);
    expect(screen.queryByText('Loading projects...')).not.toBeInTheDocument();
  });

  it('uses the description the build rendered while its text is unchanged, and renders new text afresh', async () => {
    jest.mocked(refreshProjects).mockResolvedValue([{ ...project(1), shortDescription: 'Edited' }, project(2)]);
    render(
      <ProjectsProvider initialProjects={[project(1), project(2)]}>
        <ProjectsBlock
          intro="Side projects."
          descriptions={{
            1: { source: 'About 1', rendered: <p>built 1</p> },
            2: { source: 'About 2', rendered: <p>built 2</p> },
          }}
        />
      </ProjectsProvider>,
    );
    expect(screen.getByText('built 1')).toBeInTheDocument();
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(screen.queryByText('built 1')).not.toBeInTheDocument();
    expect(screen.getByText('Edited')).toBeInTheDocument();
    expect(screen.getByText('built 2')).toBeInTheDocument();
  });
});
