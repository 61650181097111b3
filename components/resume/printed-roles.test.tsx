import { act, fireEvent, render, screen } from '@testing-library/react';
import { RolesProvider } from '@/lib/content/roles-provider';
import type { Role } from '@/lib/content/types';
import { PrintedRoles } from './printed-roles';
import en from '@/lib/i18n/en';

jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));

const roles: Role[] = [
  { id: 1, company: 'Brightline Telecom', timeframe: '2023 – Present', title: 'Senior', description: 'Checkout.', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true, responsibilities: [{ label: 'UI', value: 3 }, { label: 'APIs', value: 1 }] },
  { id: 2, company: 'Fieldnote Studio', timeframe: '2020 – 2021', title: 'Web Developer', description: '', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: false, responsibilities: [] },
];

const renderRoles = (shown: Role[] = roles) =>
  render(
    <RolesProvider roles={shown} version={null} translation={null}>
      <PrintedRoles currentRole={en.work.currentRole} />
    </RolesProvider>,
  );

const printRoles = (shown: Role[] = roles) => {
  renderRoles(shown);
  act(() => {
    fireEvent(window, new Event('beforeprint'));
  });
};

describe('PrintedRoles', () => {
  it('holds no role element on screen: the browser keeps them as a noscript', () => {
    const { container } = renderRoles();
    expect(container.querySelector('noscript')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Brightline Telecom · Senior' })).not.toBeInTheDocument();
  });

  it('renders every role, with its share of each responsibility, from beforeprint to afterprint', () => {
    printRoles();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Brightline Telecom · Senior', 'Fieldnote Studio · Web Developer']);
    expect(screen.getByText('Current Role')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['UI: 75%', 'APIs: 25%']);
    act(() => {
      fireEvent(window, new Event('afterprint'));
    });
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it("prints a role's location, its highlights and its address where it has them", () => {
    const [first, second] = roles;
    const english = { lang: 'en', dir: 'ltr' } as const;
    printRoles([
      { ...first!, location: 'Berlin', url: 'https://brightline.example.com', highlights: ['Cut deploy time', 'Wrote the handbook'], responsibilities: [], fallbacks: { location: english, 'highlights.1': english } },
      second!,
    ]);
    const [printed, other] = screen.getAllByRole('article');
    expect([...printed!.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['Current Role', '2023 – Present', 'Berlin', 'Checkout.', 'https://brightline.example.com']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cut deploy time', 'Wrote the handbook']);
    expect(screen.getByText('Berlin')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Wrote the handbook')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Cut deploy time')).not.toHaveAttribute('lang');
    expect([...other!.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(['2020 – 2021']);
  });

  it('marks each text that fell back with its language, as the role card does, and no other', () => {
    const english = { lang: 'en', dir: 'ltr' } as const;
    const [first] = roles;
    printRoles([{ ...first!, title: 'أول', fallbacks: { company: english, timeframe: english, description: english, 'responsibilities.1.label': english } }]);
    const languageOf = (element: Element | null) => [element?.getAttribute('lang'), element?.getAttribute('dir')];
    expect(languageOf(screen.getByText('Brightline Telecom'))).toEqual(['en', 'ltr']);
    expect(languageOf(screen.getByText('أول'))).toEqual([null, null]);
    expect(languageOf(screen.getByText('2023 – Present'))).toEqual(['en', 'ltr']);
    expect(languageOf(screen.getByText('Checkout.'))).toEqual(['en', 'ltr']);
    expect(languageOf(screen.getByText('UI'))).toEqual([null, null]);
    expect(languageOf(screen.getByText('APIs'))).toEqual(['en', 'ltr']);
  });
});
