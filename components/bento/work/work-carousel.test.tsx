import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { liveRefreshBackend } from '@/lib/config';
import { refreshTable } from '@/lib/content/refresh';
import { RolesProvider } from '@/lib/content/roles-provider';
import type { Role } from '@/lib/content/types';
import type { PieChartProps } from './pie-chart';
import { SHOWN_SLIDE } from './shown-slide';
import { everythingNearViewport } from '@/tests/helpers/near-viewport';
import { WorkCarousel } from './work-carousel';
import en from '@/lib/i18n/en';
import { carouselLabels } from './work';

// The point here is the carousel's state, not the data path (that runs for real in e2e/refresh.spec.ts).
jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));
jest.mock('@/lib/content/refresh', () => ({ refreshTable: jest.fn() }));
// Which pies are drawn, not nivo: each draw is counted by its first label. Every chart is near the
// viewport at once.
const draws: string[] = [];
jest.mock('./pie-chart', () => ({
  PieChart: ({ data }: PieChartProps) => {
    draws.push(data[0]!.label);
    return <svg />;
  },
}));

beforeAll(() => everythingNearViewport());

const hosted = { kind: 'hosted' as const, url: 'https://abcd.supabase.co', anonKey: 'key' };

function role(id: number, company = `Company ${id}`): Role {
  return { id, company, timeframe: `${2000 + id}`, title: `Title ${id}`, description: '', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: false, responsibilities: [] };
}

/** The carousel as the work block renders it, with the roles the build read. */
const withRoles = (roles: Role[]) => (
  <RolesProvider roles={roles} version={null} translation={null}>
    <WorkCarousel labels={carouselLabels(en.work)} />
  </RolesProvider>
);

const shownCompany = () => screen.getByRole('heading', { level: 3 }).textContent;
const slideLabel = () => document.querySelector(SHOWN_SLIDE)?.getAttribute('aria-label');
const position = () => document.querySelector('.position')?.textContent;

const press = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('button', { name }));

beforeEach(() => {
  jest.mocked(liveRefreshBackend).mockReturnValue(null);
  draws.length = 0;
});

describe('WorkCarousel', () => {
  it('starts at the role with id 1, wherever it is in the list', () => {
    render(withRoles([role(3), role(1), role(2)]));
    expect(shownCompany()).toBe('Company 1');
    expect(slideLabel()).toBe('2 of 3');
  });

  it('starts at the first role when none has id 1', () => {
    render(withRoles([role(4), role(2), role(3)]));
    expect(shownCompany()).toBe('Company 4');
  });

  it('cycles with "Next role" and "Previous role", wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(withRoles([role(1), role(2), role(3)]));
    await press(user, 'Previous role');
    expect(shownCompany()).toBe('Company 3');
    expect(slideLabel()).toBe('3 of 3');
    expect(position()).toBe('3 / 3');
    await press(user, 'Next role');
    expect(shownCompany()).toBe('Company 1');
    await press(user, 'Next role');
    await press(user, 'Next role');
    expect(shownCompany()).toBe('Company 3');
    await press(user, 'Next role');
    expect(shownCompany()).toBe('Company 1');
    expect(position()).toBe('1 / 3');
  });

  it('shows the latest of two quick presses', async () => {
    const user = userEvent.setup();
    render(withRoles([role(1), role(2), role(3)]));
    await press(user, 'Next role');
    await press(user, 'Next role');
    expect(document.querySelectorAll(SHOWN_SLIDE)).toHaveLength(1);
    expect([slideLabel(), position(), shownCompany()]).toEqual(['3 of 3', '3 / 3', 'Company 3']);
    expect(screen.getAllByRole('group')).toHaveLength(1);
  });

  it('is a labelled carousel region with a polite live region, one slide shown and the others hidden', () => {
    render(withRoles([role(1), role(2), role(3)]));
    const carousel = screen.getByRole('region', { name: 'Roles' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel.querySelector('[aria-live="polite"]')).not.toBeNull();
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => [slide.getAttribute('aria-label'), slide.matches(SHOWN_SLIDE), slide.getAttribute('aria-hidden')])).toEqual([
      ['1 of 3', true, null],
      ['2 of 3', false, 'true'],
      ['3 of 3', false, 'true'],
    ]);
    expect(screen.getAllByRole('group')).toEqual([slides[0]]);
  });

  it('holds the shown slide and those Previous and Next would show, not every role: a press shows a card already built', async () => {
    const user = userEvent.setup();
    render(withRoles([1, 2, 3, 4, 5, 6].map((id) => role(id))));
    const labels = () => [...document.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => slide.getAttribute('aria-label'));
    expect(labels()).toEqual(['1 of 6', '2 of 6', '6 of 6']);
    const nextCard = document.querySelectorAll('[data-testid="role-card"]')[1];
    await press(user, 'Next role');
    expect(document.querySelector(`${SHOWN_SLIDE} [data-testid="role-card"]`)).toBe(nextCard);
    expect(labels()).toEqual(['1 of 6', '2 of 6', '3 of 6']);
  });

  it("draws the shown role's pie and those Previous and Next would show, not the others", async () => {
    const withPie = (id: number) => ({ ...role(id), responsibilities: [{ label: `Pie ${id}`, value: 1 }] });
    render(withRoles([1, 2, 3, 4, 5].map(withPie)));
    await waitFor(() => expect([...draws].sort()).toEqual(['Pie 1', 'Pie 2', 'Pie 5']));
    await act(async () => new Promise((done) => setTimeout(done, 50)));
    expect(draws).toHaveLength(3);
  });

  it('shows "Loading roles..." while roles load with nothing to show, then the first role', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    let resolve: (roles: Role[]) => void = () => {};
    jest.mocked(refreshTable).mockReturnValue(new Promise((done) => (resolve = done)));
    render(withRoles([]));
    expect(await screen.findByText('Loading roles...')).toBeInTheDocument();
    await act(async () => resolve([role(2), role(1)]));
    expect(screen.queryByText('Loading roles...')).not.toBeInTheDocument();
    expect(shownCompany()).toBe('Company 1');
  });

  it('never replaces shown roles with the loading text, and keeps them when the refresh fails', async () => {
    jest.mocked(liveRefreshBackend).mockReturnValue(hosted);
    jest.mocked(refreshTable).mockResolvedValue(null);
    render(withRoles([role(1), role(2)]));
    expect(shownCompany()).toBe('Company 1');
    await act(async () => new Promise((done) => setTimeout(done, 10)));
    expect(refreshTable).toHaveBeenCalledWith('roles', hosted, null);
    expect(screen.queryByText('Loading roles...')).not.toBeInTheDocument();
    expect(shownCompany()).toBe('Company 1');
  });
});
