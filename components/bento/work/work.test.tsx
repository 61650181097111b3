import { render, screen } from '@testing-library/react';
import type { Role } from '@/lib/content/types';
import { RolesProvider } from '@/lib/content/roles-provider';
import { renderAsyncServerComponents } from '@/tests/helpers/server-components';
import { Work } from './work';

jest.mock('@/lib/config', () => ({ ...jest.requireActual('@/lib/config'), liveRefreshBackend: jest.fn(() => null) }));

const role: Role = { id: 1, company: 'Brightline Telecom', timeframe: '2023', title: 'Senior', description: '', url: '', location: '', startDate: '', endDate: '', highlights: [], isCurrentRole: true, responsibilities: [] };

describe('Work', () => {
  // axe's landmark-unique: a screen reader's list of landmarks cannot tell two same-named regions apart.
  it('gives each of its regions its own name: the block, the carousel and the role card', async () => {
    render(
      await renderAsyncServerComponents(
        <RolesProvider roles={[role]} version={null} translation={null}>
          <Work />
        </RolesProvider>,
      ),
    );
    expect(screen.getAllByRole('region')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Work experience' })).toContainElement(screen.getByRole('heading', { level: 2 }));
    expect(screen.getByRole('region', { name: 'Roles' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('region', { name: 'Brightline Telecom' })).toHaveAttribute('data-testid', 'role-card');
  });
});
