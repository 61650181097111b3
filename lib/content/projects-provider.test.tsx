import { act, render, screen } from '@testing-library/react';
import { liveRefreshBackend } from '@/lib/config';
import { ProjectsProvider, useProjects } from './projects-provider';
import { refreshTable } from './refresh';
import type { Project } from './types';

// The point here is the provider's state; the block's view is projects-block.test.tsx's, the real data path e2e/refresh.spec.ts's.
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('./refresh', () => ({ refreshTable: jest.fn() }));
jest.mock('./content-version', () => ({ readContentVersion: jest.fn() }));

const GERMAN = { locale: 'de', fallback: { lang: 'en' } };

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };
const project = (id: number): Project => ({ id, title: `Project ${id}`, shortDescription: '', websiteLink: '', githubLink: '', highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: [] });

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
      <ProjectsProvider version={3} count={2} translation={null}>
        <Probe />
      </ProjectsProvider>,
    );
    expect(probe()).toBe('idle:as built');
    await settle();
    expect(refreshTable).not.toHaveBeenCalled();
  });

  it('with a hosted backend, loads while nothing was built, then gives what the refresh brought', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshTable).mockResolvedValue([project(4), project(5)]);
    render(
      <ProjectsProvider version={null} count={0} translation={null}>
        <Probe />
      </ProjectsProvider>,
    );
    expect(probe()).toBe('loading:as built');
    await settle();
    expect(probe()).toBe('idle:4,5');
  });

  it("re-reads the page's language: another one as the build localised it, the default one as stored", async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshTable).mockClear().mockResolvedValue([project(4)]);
        const translated = render(
      <ProjectsProvider version={null} count={1} translation={GERMAN}>
        <Probe />
      </ProjectsProvider>,
    );
    await settle();
    expect(probe()).toBe('idle:4');
    translated.unmount();
    render(
      <ProjectsProvider version={null} count={1} translation={null}>
        <Probe />
      </ProjectsProvider>,
    );
    await settle();
    expect(jest.mocked(refreshTable).mock.calls).toEqual([
      ['projects', hosted, GERMAN],
      ['projects', hosted, null],
    ]);
  });
});
