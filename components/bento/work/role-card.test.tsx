import { render, screen, within } from '@testing-library/react';
import type { Role } from '@/lib/content/types';
import { RoleCard } from './role-card';
import en from '@/lib/i18n/en';

const role: Role = {
  id: 1,
  company: 'Brightline Telecom',
  timeframe: '2023 – Present',
  title: 'Senior Full-Stack Developer',
  description: 'Leads checkout.',
  url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true,
  responsibilities: Array.from({ length: 7 }, (_, index) => ({ label: `Responsibility ${index + 1}`, value: 10 - index })),
};

describe('RoleCard', () => {
  it('is a section labelled by its company, with timeframe, title and description', () => {
    render(<RoleCard role={role} currentRole={en.work.currentRole} />);
    const card = screen.getByRole('region', { name: 'Brightline Telecom' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Brightline Telecom');
    expect(within(card).getByText('2023 – Present')).toBeInTheDocument();
    expect(within(card).getByText('Senior Full-Stack Developer')).toBeInTheDocument();
    expect(within(card).getByText('Leads checkout.')).toBeInTheDocument();
  });

  it('shows the "Current Role" badge only for the current role', () => {
    const { rerender } = render(<RoleCard role={role} currentRole={en.work.currentRole} />);
    expect(screen.getByText('Current Role')).toBeInTheDocument();
    rerender(<RoleCard role={{ ...role, url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: false }} currentRole={en.work.currentRole} />);
    expect(screen.queryByText('Current Role')).not.toBeInTheDocument();
  });

  it('lists every responsibility in the legend: five palette colours, then light grey, in columns of three', () => {
    render(<RoleCard role={role} currentRole={en.work.currentRole} />);
    const items = screen.getAllByTestId('legend-item');
    expect(items.map((item) => item.textContent)).toEqual(role.responsibilities.map((item) => item.label));
    expect(items.map((item) => item.querySelector('[data-color]')?.getAttribute('data-color'))).toEqual([
      'pink',
      'lavender',
      'orange',
      'lightGreen',
      'darkGreen',
      'lightGrey',
      'lightGrey',
    ]);
    expect(screen.getAllByRole('list').map((list) => within(list).getAllByRole('listitem').length)).toEqual([3, 3, 1]);
  });

  it('reserves the chart box only when the role has responsibilities', () => {
    const { rerender } = render(<RoleCard role={role} currentRole={en.work.currentRole} />);
    expect(screen.getByTestId('responsibilities-chart')).toHaveAttribute('aria-hidden', 'true');
    rerender(<RoleCard role={{ ...role, responsibilities: [] }} currentRole={en.work.currentRole} />);
    expect(screen.queryByTestId('responsibilities-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('legend-item')).not.toBeInTheDocument();
  });
});

describe('RoleCard on a page in another language', () => {
  const english = { lang: 'en', dir: 'ltr' } as const;
  const shown: Role = {
    ...role,
    title: 'كبير المطورين',
    fallbacks: { company: english, timeframe: english, description: english, 'responsibilities.0.label': english },
  };

  it('marks each text that fell back with its language and direction, and nothing translated', () => {
    render(<RoleCard role={shown} currentRole="الدور الحالي" />);
    const card = screen.getByRole('region', { name: 'Brightline Telecom' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('2023 – Present')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('Leads checkout.')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('كبير المطورين')).not.toHaveAttribute('lang');
    // The label alone: the item, its dot on the page's side, is the page's.
    const [first, second] = screen.getAllByTestId('legend-item');
    expect(first).not.toHaveAttribute('lang');
    expect(within(first!).getByText(shown.responsibilities[0]!.label)).toHaveAttribute('lang', 'en');
    expect(within(first!).getByText(shown.responsibilities[0]!.label)).toHaveAttribute('dir', 'ltr');
    expect(within(second!).getByText(shown.responsibilities[1]!.label)).not.toHaveAttribute('lang');
  });
});
