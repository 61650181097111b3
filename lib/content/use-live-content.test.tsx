import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Projects } from '@/components/bento/projects/projects';
import { Work } from '@/components/bento/work/work';
import type { BuildContent } from '@/lib/content/build-content';
import { CONTENT_TABLES } from '@/lib/content/tables';
import { readContentVersion } from '@/lib/content/content-version';
import { refreshTable } from '@/lib/content/refresh';
import { RolesProvider } from '@/lib/content/roles-provider';
import type { PageTranslation } from '@/lib/content/translations';
import type { Project, Role } from '@/lib/content/types';
import { lazyImport, PreloadHandledError } from '@/lib/lazy-chunks';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';

// The real liveRefreshBackend, read from an environment each test sets, as the build inlines it.
let env: Record<string, string> = {};
jest.mock('@/lib/config', () => {
  const actual = jest.requireActual('@/lib/config');
  return { ...actual, liveRefreshBackend: jest.fn(() => actual.liveRefreshBackend(env)) };
});
jest.mock('@/lib/content/refresh', () => ({ refreshTable: jest.fn() }));
jest.mock('@/lib/content/content-version', () => ({ readContentVersion: jest.fn() }));
// What the build read: the projects section reads its own table from it.
let mockBuilt: BuildContent;
jest.mock('@/lib/content/build-content', () => {
  const actual = jest.requireActual<typeof import('@/lib/content/build-content')>('@/lib/content/build-content');
  return {
    ...actual,
    getBuildContent: jest.fn(async () => mockBuilt),
    tableIn: jest.fn(async (name: 'projects' | 'roles', locale: string) => actual.localizedContent(mockBuilt, locale)[name]),
  };
});
jest.mock('@/lib/lazy-chunks', () => {
  const actual = jest.requireActual('@/lib/lazy-chunks');
  return { ...actual, lazyImport: jest.fn(actual.lazyImport) };
});

const GERMAN: PageTranslation = { locale: 'de', fallback: { lang: 'en' } };
const HOSTED = { NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: 'key' };
const project: Project = { id: 1, title: 'Checkout Playground', shortDescription: 'A sandbox.', websiteLink: '', githubLink: '', highlights: [], startDate: '', endDate: '', image: '', imageAlt: '', body: '', slug: '', tags: [] };
const role: Role = { id: 1, company: 'Brightline Telecom', timeframe: '2023', title: 'Senior', description: '', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true, responsibilities: [] };

const page = async (projects: Project[], roles: Role[], version: number | null = null) => {
  const none = <T,>(): T => Object.fromEntries(CONTENT_TABLES.map((table) => [table.name, []])) as T;
  mockBuilt = { tables: { ...none<BuildContent['tables']>(), projects, roles }, version, translations: none() };
  return (
    <>
      {await renderAsyncServerComponents(
        <RolesProvider roles={roles} version={version} translation={null}>
          <Work />
        </RolesProvider>,
      )}
      {await renderAsyncServerComponents(<Projects />)}
    </>
  );
};

// Each table's refresh, as the islands ask refresh.ts for it.
const refreshProjects = jest.fn<Promise<Project[] | null>, [unknown, PageTranslation | null]>();
const refreshRoles = jest.fn<Promise<Role[] | null>, [unknown, PageTranslation | null]>();

/** Resolvers for the two refreshes, which wait until the test settles them. */
function pendingRefreshes() {
  const settle: { projects: (items: Project[] | null) => void; roles: (items: Role[] | null) => void } = {
    projects: () => {},
    roles: () => {},
  };
  refreshProjects.mockReturnValue(new Promise((resolve) => (settle.projects = resolve)));
  refreshRoles.mockReturnValue(new Promise((resolve) => (settle.roles = resolve)));
  return settle;
}

/** The page as the build wrote it, then hydrated in the browser; a mismatch fails the test. */
async function hydrate(element: ReactElement): Promise<{ container: HTMLElement; root: Root; html: string }> {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  return { container, root: root!, html };
}

const idle = () => act(async () => new Promise((done) => setTimeout(done, 10)));

beforeEach(() => {
  env = {};
  document.body.innerHTML = '';
  jest.clearAllMocks();
  jest.mocked(refreshTable).mockImplementation(((table: string, backend: unknown, translation: PageTranslation | null) =>
    (table === 'projects' ? refreshProjects : refreshRoles)(backend, translation)) as typeof refreshTable);
});

describe('the static HTML of the work and projects blocks', () => {
  it('says "Loading roles..." and "Loading projects..." when nothing was pre-rendered and a refresh will run', async () => {
    env = HOSTED;
    const html = renderToString(await page([], []));
    expect(html).toContain('Loading roles...');
    expect(html).toContain('Loading projects...');
  });

  it.each([
    ['the embedded default (no backend once deployed)', {}],
    ['NEXT_PUBLIC_LIVE_REFRESH=off', { ...HOSTED, NEXT_PUBLIC_LIVE_REFRESH: 'off' }],
  ])('shows no loading text on %s, where no refresh will come', async (_name, values) => {
    env = values;
    const html = renderToString(await page([], []));
    expect(html).not.toContain('Loading');
  });

  it('shows the pre-rendered content, not a loading text, when there is some', async () => {
    env = HOSTED;
    const html = renderToString(await page([project], [role]));
    expect(html).not.toContain('Loading');
    expect(html).toContain('Brightline Telecom');
    expect(html).toContain('Checkout Playground');
  });
});

describe('in the browser, with nothing pre-rendered and a hosted backend', () => {
  beforeEach(() => (env = HOSTED));

  it('hydrates the loading texts as they are and keeps them until the refreshes settle, then shows the content', async () => {
    const settle = pendingRefreshes();
    const { container, root, html } = await hydrate(await page([], []));
    expect(html).toContain('Loading roles...');
    expect(container).toHaveTextContent('Loading roles...');
    expect(container).toHaveTextContent('Loading projects...');
    await idle();
    expect(refreshRoles).toHaveBeenCalledTimes(1);
    expect(refreshProjects).toHaveBeenCalledTimes(1);
    expect(container).toHaveTextContent('Loading roles...');
    expect(container).toHaveTextContent('Loading projects...');

    await act(async () => settle.roles([role]));
    expect(container).not.toHaveTextContent('Loading roles...');
    expect(container.querySelector('[data-testid="role-card"]')).toHaveTextContent('Brightline Telecom');
    expect(container).toHaveTextContent('Loading projects...');

    await act(async () => settle.projects([project]));
    expect(container).not.toHaveTextContent('Loading');
    expect(container.querySelector('[data-testid="project-title"]')).toHaveTextContent('Checkout Playground');
    act(() => root.unmount());
  });

  it('drops the loading texts when the refreshes fail, leaving the blocks empty', async () => {
    const settle = pendingRefreshes();
    const { container, root } = await hydrate(await page([], []));
    await idle();
    await act(async () => {
      settle.roles(null);
      settle.projects(null);
    });
    expect(container).not.toHaveTextContent('Loading');
    expect(container.querySelector('[data-testid="role-card"]')).toBeNull();
    expect(container.querySelector('[data-testid="project-card"]')).toBeNull();
    act(() => root.unmount());
  });
});

describe('in the browser, with nothing pre-rendered and no refresh to come', () => {
  it('hydrates with no loading text and never shows one', async () => {
    const { container, html, root } = await hydrate(await page([], []));
    await idle();
    expect(html).not.toContain('Loading');
    expect(container).not.toHaveTextContent('Loading');
    expect(refreshRoles).not.toHaveBeenCalled();
    expect(refreshProjects).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

describe('when the refresh code cannot be loaded', () => {
  beforeEach(() => (env = HOSTED));

  it('keeps what is shown, drops the loading text and logs nothing when a preload-error listener took it over (the page is reloading)', async () => {
    const handled = new PreloadHandledError(new Error('chunk gone'));
    jest.mocked(lazyImport).mockRejectedValueOnce(handled).mockRejectedValueOnce(handled);
    const errorLog = jest.spyOn(console, 'error');
    render(await page([project], []));
    expect(screen.getByText('Loading roles...')).toBeInTheDocument();
    await idle();
    expect(lazyImport).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Loading roles...')).not.toBeInTheDocument();
    expect(screen.getByTestId('project-title')).toHaveTextContent('Checkout Playground');
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs a failure that no listener took over, once per refresh', async () => {
    jest.mocked(lazyImport).mockRejectedValueOnce(new Error('chunk gone')).mockRejectedValueOnce(new Error('chunk gone'));
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(await page([project], [role]));
    await idle();
    expect(errorLog.mock.calls.map((call) => call[0])).toEqual([
      'The content refresh could not be loaded; keeping what is shown.',
      'The content refresh could not be loaded; keeping what is shown.',
    ]);
    expect(screen.getByTestId('project-title')).toHaveTextContent('Checkout Playground');
  });
});

describe('leaving before the idle refresh', () => {
  beforeEach(() => (env = HOSTED));

  it('reads nothing for a block that is gone by then', async () => {
    const { unmount } = render(await page([project], [role]));
    unmount();
    await idle();
    expect(refreshRoles).not.toHaveBeenCalled();
    expect(refreshProjects).not.toHaveBeenCalled();
  });
});

describe('the content version', () => {
  beforeEach(() => (env = HOSTED));

  it('is read once for both blocks, and when it is the one the page was built from, neither table is read', async () => {
    jest.mocked(readContentVersion).mockResolvedValue(7);
    render(await page([project], [role], 7));
    await idle();
    expect(readContentVersion).toHaveBeenCalledTimes(2); // one request: content-version.ts shares it (content-version.test.ts)
    expect(refreshRoles).not.toHaveBeenCalled();
    expect(refreshProjects).not.toHaveBeenCalled();
    expect(screen.getByTestId('project-title')).toHaveTextContent('Checkout Playground');
  });

  it('when it has moved, both tables are read and shown', async () => {
    jest.mocked(readContentVersion).mockResolvedValue(8);
    refreshProjects.mockResolvedValue([{ ...project, title: 'Edited' }]);
    refreshRoles.mockResolvedValue([{ ...role, company: 'Moved On Ltd' }]);
    render(await page([project], [role], 7));
    await idle();
    expect(refreshRoles).toHaveBeenCalledTimes(1);
    expect(refreshProjects).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('project-title')).toHaveTextContent('Edited');
    expect(screen.getByTestId('role-card')).toHaveTextContent('Moved On Ltd');
  });

  it("on another language's page, is read as on the default's, and a moved version re-reads that language", async () => {
    jest.mocked(readContentVersion).mockResolvedValue(7);
    const german = () =>
      renderAsyncServerComponents(
        <RolesProvider roles={[role]} version={7} translation={GERMAN}>
          <Work />
        </RolesProvider>,
      );
    const unchanged = render(await german());
    await idle();
    expect(readContentVersion).toHaveBeenCalledTimes(1);
    expect(refreshRoles).not.toHaveBeenCalled();
    unchanged.unmount();

    jest.mocked(readContentVersion).mockResolvedValue(8);
    refreshRoles.mockResolvedValue([{ ...role, title: 'Senior-Entwickler' }]);
    render(await german());
    await idle();
    expect(refreshRoles).toHaveBeenCalledWith({ kind: 'hosted', url: HOSTED.NEXT_PUBLIC_SUPABASE_URL, anonKey: HOSTED.NEXT_PUBLIC_SUPABASE_ANON_KEY }, GERMAN);
    expect(screen.getByTestId('role-card')).toHaveTextContent('Senior-Entwickler');
  });

  it('when it cannot be read, or the page was built without one, the tables are read', async () => {
    jest.mocked(readContentVersion).mockResolvedValue(null);
    refreshProjects.mockResolvedValue([project]);
    refreshRoles.mockResolvedValue([role]);
    const first = render(await page([project], [role], 7));
    await idle();
    expect(refreshProjects).toHaveBeenCalledTimes(1);
    first.unmount();
    jest.clearAllMocks();
    render(await page([project], [role], null));
    await idle();
    expect(readContentVersion).not.toHaveBeenCalled();
    expect(refreshProjects).toHaveBeenCalledTimes(1);
    expect(refreshRoles).toHaveBeenCalledTimes(1);
  });
});
