import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { liveRefreshBackend } from '@/lib/config';
import { ProjectsProvider, useProjects } from './projects-provider';
import { resetContentWorker } from './refresh';
import { RolesProvider, useRoles } from './roles-provider';
import type { Role } from './types';

// The page's side runs for real (content-version.ts, refresh.ts, the providers); the backend answers the version's GET
// as PostgREST does (content-version.test.ts reads a real one), and the worker answers as the real one does (content-worker.ts).
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn() }));
// Every state setter React hands out, counted as it is called: a set to the same value would render nothing, and still be work.
const mockSetStates: unknown[] = [];
jest.mock('react', () => {
  const actual = jest.requireActual<typeof import('react')>('react');
  const wrapped = new WeakMap<object, (value: unknown) => void>();
  const useState = (initial: unknown) => {
    const [value, set] = actual.useState(initial);
    if (!wrapped.has(set)) wrapped.set(set, (next) => (mockSetStates.push(next), set(next)));
    return [value, wrapped.get(set)];
  };
  return { ...actual, useState };
});

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };
const BUILT_VERSION = 7;
const role: Role = { id: 1, company: 'Brightline Telecom', timeframe: '2023', title: 'Senior', description: '', isCurrentRole: true, responsibilities: [], url: '', location: '', startDate: '', endDate: '', highlights: [] };

/** Answers as the worker does: each table's items. */
class VersionWorker {
  static made: VersionWorker[] = [];
  asked: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror = null;
  onmessageerror = null;
  constructor() {
    VersionWorker.made.push(this);
  }
  postMessage({ id, table }: { id: number; table: string }) {
    this.asked.push(table);
    const answer = table === 'roles' ? [{ ...role, company: 'Moved On Ltd' }] : [];
    queueMicrotask(() => this.onmessage?.({ data: { id, answer } }));
  }
  terminate() {}
}
const VERSION = { now: BUILT_VERSION };
const versionAsked: string[] = [];
const answerVersion = jest.fn(async (url: string) => {
  versionAsked.push(url);
  // jsdom has no Response: what content-version.ts reads of one.
  return { ok: true, status: 200, json: async () => [{ version: VERSION.now }] } as Response;
});

function Shown() {
  const { projects, loading } = useProjects();
  const { roles } = useRoles();
  return <p data-testid="shown">{`${loading ? 'loading' : 'idle'}:${projects === null ? 'as built' : projects.length}:${roles.length}`}</p>;
}

const page = (commits: string[]): ReactNode => (
  <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
    <RolesProvider roles={[role]} version={BUILT_VERSION} translation={null}>
      <ProjectsProvider version={BUILT_VERSION} count={3} translation={null}>
        <Shown />
      </ProjectsProvider>
    </RolesProvider>
  </Profiler>
);

/** Until the providers' idle refreshes have asked and been answered. */
const settled = () => act(async () => new Promise((done) => setTimeout(done, 20)));

beforeEach(() => {
  mockSetStates.length = 0;
  resetContentWorker();
  VersionWorker.made = [];
  VERSION.now = BUILT_VERSION;
  versionAsked.length = 0;
  (globalThis as { Worker?: unknown }).Worker = VersionWorker;
  (globalThis as { fetch?: unknown }).fetch = answerVersion;
  jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
});

afterEach(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('a visit that finds the content unchanged', () => {
  it('asks for the version once, starts no worker, then renders nothing and sets no state', async () => {
    const commits: string[] = [];
    render(page(commits));
    expect(commits).toEqual(['mount']);
    await settled();
    expect(versionAsked).toEqual([`${hosted.url}/rest/v1/content_version?select=version&limit=1`]);
    expect(VersionWorker.made).toHaveLength(0);
    expect(commits).toEqual(['mount']);
    expect(mockSetStates).toEqual([]);
    expect(screen.getByTestId('shown')).toHaveTextContent('idle:as built:1');
  });

  it('whereas a moved version reads the tables and renders what they brought', async () => {
    VERSION.now = BUILT_VERSION + 1;
    const commits: string[] = [];
    render(page(commits));
    await settled();
    expect(versionAsked).toHaveLength(1);
    expect(VersionWorker.made).toHaveLength(1);
    expect(VersionWorker.made[0]!.asked.sort()).toEqual(['projects', 'roles']);
    expect(commits.length).toBeGreaterThan(1);
    expect(mockSetStates).not.toEqual([]);
    expect(screen.getByTestId('shown')).toHaveTextContent('idle:0:1');
  });
});
