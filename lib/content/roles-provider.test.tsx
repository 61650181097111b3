import { act, render, screen } from '@testing-library/react';
import { liveRefreshBackend } from '@/lib/config';
import { refreshTable } from './refresh';
import { RolesProvider, useRoles } from './roles-provider';
import type { Role } from './types';

// The point here is the provider's state; the carousel's view is work-carousel.test.tsx's, the real data path e2e/refresh.spec.ts's.
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('./refresh', () => ({ refreshTable: jest.fn() }));
jest.mock('./content-version', () => ({ readContentVersion: jest.fn() }));

const GERMAN = { locale: 'de', fallback: { lang: 'en' } };

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };
const role = (id: number): Role => ({ id, company: `Company ${id}`, timeframe: '', title: '', description: '', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: false, responsibilities: [] });

function Probe() {
  const { roles, loading } = useRoles();
  return <p data-testid="probe">{`${loading ? 'loading' : 'idle'}:${roles.map((item) => item.id).join(',')}`}</p>;
}

const probe = () => screen.getByTestId('probe').textContent;
const settle = () => act(async () => new Promise((done) => setTimeout(done, 10)));

beforeEach(() => jest.mocked(liveRefreshBackend).mockReturnValue(null));

describe('useRoles', () => {
  it('throws outside its provider, with the developer-facing message', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the throw too
    expect(() => render(<Probe />)).toThrow('useRoles must be used within a RolesProvider');
  });

  it('gives the roles as built, not loading, and fetches nothing without a hosted backend', async () => {
    render(
      <RolesProvider roles={[role(1), role(2)]} version={3} translation={null}>
        <Probe />
      </RolesProvider>,
    );
    expect(probe()).toBe('idle:1,2');
    await settle();
    expect(refreshTable).not.toHaveBeenCalled();
  });

  it('with a hosted backend, loads while nothing was built, then gives what the refresh brought', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshTable).mockResolvedValue([role(4)]);
    render(
      <RolesProvider roles={[]} version={null} translation={null}>
        <Probe />
      </RolesProvider>,
    );
    expect(probe()).toBe('loading:');
    await settle();
    expect(probe()).toBe('idle:4');
  });

  it("re-reads the page's language: another one as the build localised it, the default one as stored", async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshTable).mockClear().mockResolvedValue([role(4)]);
        const translated = render(
      <RolesProvider roles={[role(1)]} version={null} translation={GERMAN}>
        <Probe />
      </RolesProvider>,
    );
    await settle();
    expect(probe()).toBe('idle:4');
    translated.unmount();
    render(
      <RolesProvider roles={[role(1)]} version={null} translation={null}>
        <Probe />
      </RolesProvider>,
    );
    await settle();
    expect(jest.mocked(refreshTable).mock.calls).toEqual([
      ['roles', hosted, GERMAN],
      ['roles', hosted, null],
    ]);
  });
});
