import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveRefreshBackend } from '@/lib/config';
import { refreshRoles } from '@/lib/content/refresh';
import type { Role } from '@/lib/content/types';
import { WorkCarousel } from './work-carousel';

// The point here is the carousel's state, not the data path (that runs for real in e2e/refresh.spec.ts).
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('@/lib/content/refresh', () => ({ refreshProjects: jest.fn(), refreshRoles: jest.fn() }));

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

function role(id: number, company = `Company ${id}`): Role {
  return { id, company, timeframe: `${2000 + id}`, title: `Title ${id}`, description: '', isCurrentRole: false, responsibilities: [] };
}

const shownCompany = () => screen.getByRole('heading', { level: 3 }).textContent;
const slideLabel = () => document.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label');

beforeEach(() => {
  jest.mocked(liveRefreshBackend).mockReturnValue(null);
});

describe('WorkCarousel', () => {
  it('starts at the role with id 1, wherever it is in the list', () => {
    render(<WorkCarousel initialRoles={[role(3), role(1), role(2)]} builtVersion={null} />);
    expect(shownCompany()).toBe('Company 1');
    expect(slideLabel()).toBe('2 of 3');
  });

  it('starts at the first role when none has id 1', () => {
    render(<WorkCarousel initialRoles={[role(4), role(2), role(3)]} builtVersion={null} />);
    expect(shownCompany()).toBe('Company 4');
  });

  it('cycles with "Next role" and "Previous role", wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<WorkCarousel initialRoles={[role(1), role(2), role(3)]} builtVersion={null} />);
    await user.click(screen.getByRole('button', { name: 'Previous role' }));
    expect(shownCompany()).toBe('Company 3');
    expect(slideLabel()).toBe('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next role' }));
    expect(shownCompany()).toBe('Company 1');
    await user.click(screen.getByRole('button', { name: 'Next role' }));
    await user.click(screen.getByRole('button', { name: 'Next role' }));
    expect(shownCompany()).toBe('Company 3');
    await user.click(screen.getByRole('button', { name: 'Next role' }));
    expect(shownCompany()).toBe('Company 1');
  });

  it('is a labelled carousel region with one slide and a polite live region', () => {
    render(<WorkCarousel initialRoles={[role(1), role(2)]} builtVersion={null} />);
    const carousel = screen.getByRole('region', { name: 'Roles' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(1);
    expect(carousel.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows "Loading roles..." while roles load with nothing to show, then the first role', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    let resolve: (roles: Role[]) => void = () => {};
    jest.mocked(refreshRoles).mockReturnValue(new Promise((done) => (resolve = done)));
    render(<WorkCarousel initialRoles={[]} builtVersion={null} />);
    expect(await screen.findByText('Loading roles...')).toBeInTheDocument();
    await act(async () => resolve([role(2), role(1)]));
    expect(screen.queryByText('Loading roles...')).not.toBeInTheDocument();
    expect(shownCompany()).toBe('Company 1');
  });

  it('never replaces shown roles with the loading text, and keeps them when the refresh fails', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshRoles).mockResolvedValue(null);
    render(<WorkCarousel initialRoles={[role(1), role(2)]} builtVersion={null} />);
    expect(shownCompany()).toBe('Company 1');
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(refreshRoles).toHaveBeenCalledWith(hosted);
    expect(screen.queryByText('Loading roles...')).not.toBeInTheDocument();
    expect(shownCompany()).toBe('Company 1');
  });
});
