import { act, render, screen } from '@testing-library/react';
import { liveRefreshBackend } from '@/lib/config';
import { ProjectsProvider, useProjects } from './projects-provider';
import { refreshProjects } from './refresh';
import type { Project } from './types';

// The point here is the provider's state; the block's view is projects-block.test.tsx's, the real data path e2e/refresh.spec.ts's.
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('./refresh', () => ({ refreshProjects: jest.fn(), refreshRoles: jest.fn(), readContentVersion: jest.fn() }));

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };
const project = (id: number): Project => ({ id, title: `Project ${id}`, shortDescription: '', websiteLink: '', githubLink: '', tags: [] });

function Probe() {
  const { projects, loading } = useProjects();
  return <p data-testid="probe">{`${loading ? 'loading' : 'idle'}:${projects === null ? 'as built' : projects.map((item) => item.id).join(',')}`}</p>;
}

const probe = () => screen.getByTestId('probe').textContent;
const settle = () => act(async () => new Promise((done) => setTimeout(done, 10)));

beforeEach(() => jest.mocked(liveRefreshBackend).mockReturnValue(null));

describe('useProjects', () => {
  it('throws outside its provider, with the developer-facing message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the throw too
    expect(() => render(<Probe />)).toThrow('useProjects must be used within a ProjectsProvider');
  });

  it('gives the projects as built, not loading, and fetches nothing without a hosted backend', async () => {
    render(
      <ProjectsProvider version={3} count={2}>
        <Probe />
      </ProjectsProvider>,
    );
    expect(probe()).toBe('idle:as built');
    await settle();
    expect(refreshProjects).not.toHaveBeenCalled();
  });

  it('with a hosted backend, loads while nothing was built, then gives what the refresh brought', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshProjects).mockResolvedValue([project(4), project(5)]);
    render(
      <ProjectsProvider version={null} count={0}>
        <Probe />
      </ProjectsProvider>,
    );
    expect(probe()).toBe('loading:as built');
    await settle();
    expect(probe()).toBe('idle:4,5');
  });

  it("re-reads the page's language: another one by its code, the default one (no locale given) as before", async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshProjects).mockClear().mockResolvedValue([project(4)]);
    const another = 'de';
    const translated = render(
      <ProjectsProvider version={null} count={1} locale={another}>
        <Probe />
      </ProjectsProvider>,
    );
    await settle();
    expect(probe()).toBe('idle:4');
    translated.unmount();
    render(
      <ProjectsProvider version={null} count={1}>
        <Probe />
      </ProjectsProvider>,
    );
    await settle();
    expect(jest.mocked(refreshProjects).mock.calls).toEqual([[hosted, another], [hosted]]);
  });
});
