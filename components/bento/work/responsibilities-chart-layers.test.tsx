import { render, screen, waitFor } from '@testing-library/react';
import { ResponsibilitiesChart } from './responsibilities-chart';
import { SHOWN_LAYER } from './chart-layers';
import type { PieChartProps } from './pie-chart';

// The point is which pies are drawn and when, not nivo: each draw of a pie is counted by its first label.
const draws: string[] = [];
jest.mock('./pie-chart', () => ({
  PieChart: ({ data }: PieChartProps) => {
    draws.push(data[0]!.label);
    return (
      <svg>
        {data.map((datum) => (
          <path key={datum.id} data-label={datum.label} />
        ))}
      </svg>
    );
  },
}));
// motion finds the box near the viewport at once, so the chart is asked for.
jest.mock('@/components/motion/load-motion', () => ({ loadMotion: async () => ({ inView: (_: Element, onNear: () => void) => (onNear(), () => {}) }) }));

const role = (key: number, label: string) => ({ key, responsibilities: [{ label, value: 1 }, { label: `${label} 2`, value: 2 }] });
const [first, second, third] = [role(1, 'Checkout'), role(2, 'Platform'), role(3, 'Mentoring')];
const shownLabels = () => [...screen.getByTestId('responsibilities-chart').querySelectorAll(`${SHOWN_LAYER} path`)].map((path) => path.getAttribute('data-label'));
const layerCount = () => screen.getByTestId('responsibilities-chart').children.length;

beforeEach(() => (draws.length = 0));

describe('ResponsibilitiesChart layers', () => {
  it("draws the shown role's pie, then its neighbours' while idle, each once", async () => {
    render(<ResponsibilitiesChart roleId={first.key} responsibilities={first.responsibilities} upcoming={[second, third]} />);
    await waitFor(() => expect(layerCount()).toBe(3));
    expect(shownLabels()).toEqual(['Checkout', 'Checkout 2']);
    expect(draws.sort()).toEqual(['Checkout', 'Mentoring', 'Platform']);
  });

  it('shows a neighbour on a role change without drawing any pie again, and draws the new neighbour', async () => {
    const { rerender } = render(<ResponsibilitiesChart roleId={first.key} responsibilities={first.responsibilities} upcoming={[second]} />);
    await waitFor(() => expect(layerCount()).toBe(2));
    draws.length = 0;
    rerender(<ResponsibilitiesChart roleId={second.key} responsibilities={second.responsibilities} upcoming={[first, third]} />);
    expect(shownLabels()).toEqual(['Platform', 'Platform 2']);
    expect(draws).toEqual([]);
    await waitFor(() => expect(layerCount()).toBe(3));
    expect(draws).toEqual(['Mentoring']);
    expect(screen.getByTestId('responsibilities-chart').querySelectorAll(SHOWN_LAYER)).toHaveLength(1);
  });

  it('redraws a role whose responsibilities a refresh changed', async () => {
    const { rerender } = render(<ResponsibilitiesChart roleId={first.key} responsibilities={first.responsibilities} />);
    await waitFor(() => expect(shownLabels()).toEqual(['Checkout', 'Checkout 2']));
    rerender(<ResponsibilitiesChart roleId={first.key} responsibilities={[{ label: 'Payments', value: 4 }]} />);
    await waitFor(() => expect(shownLabels()).toEqual(['Payments']));
    expect(layerCount()).toBe(1);
  });
});
