import { act, render, screen, waitFor } from '@testing-library/react';
import { ResponsibilitiesChart } from './responsibilities-chart';
import type { PieChartProps } from './pie-chart';
import { everythingNearViewport } from '@/tests/helpers/near-viewport';

// The point is when a pie is drawn, not nivo: each draw of a pie is counted by its first label.
const draws: string[] = [];
jest.mock('./pie-chart', () => ({
  PieChart: ({ data }: PieChartProps) => {
    draws.push(data[0]!.label);
    return (
      <svg>
        {data.map((datum) => (
          <path key={datum.id} data-label={datum.label} {...datum.language} />
        ))}
      </svg>
    );
  },
}));
// The box is near the viewport at once, so the chart is asked for.
beforeAll(() => everythingNearViewport());

const checkout = [{ label: 'Checkout', value: 1 }, { label: 'Checkout 2', value: 2 }];
const labels = () => [...screen.getByTestId('responsibilities-chart').querySelectorAll('path')].map((path) => path.getAttribute('data-label'));
const settle = () => act(async () => new Promise((done) => setTimeout(done, 50)));

beforeEach(() => (draws.length = 0));

describe('ResponsibilitiesChart drawing', () => {
  it('draws its pie once it is wanted, not before', async () => {
    const { rerender } = render(<ResponsibilitiesChart responsibilities={checkout} draw={false} />);
    await settle();
    expect(draws).toEqual([]);
    expect(screen.getByTestId('responsibilities-chart')).toBeEmptyDOMElement();
    rerender(<ResponsibilitiesChart responsibilities={checkout} draw />);
    await waitFor(() => expect(labels()).toEqual(['Checkout', 'Checkout 2']));
    expect(draws).toEqual(['Checkout']);
  });

  it('keeps a drawn pie, without drawing it again, when it is no longer wanted or its card renders again', async () => {
    const { rerender } = render(<ResponsibilitiesChart responsibilities={checkout} draw />);
    await waitFor(() => expect(draws).toEqual(['Checkout']));
    rerender(<ResponsibilitiesChart responsibilities={checkout} draw={false} />);
    rerender(<ResponsibilitiesChart responsibilities={checkout} draw />);
    await settle();
    expect(labels()).toEqual(['Checkout', 'Checkout 2']);
    expect(draws).toEqual(['Checkout']);
  });

  it("gives each slice's label the language its responsibility's label is in, where that is not the page's", async () => {
    render(<ResponsibilitiesChart responsibilities={checkout} fallbacks={{ 'responsibilities.1.label': { lang: 'en', dir: 'ltr' } }} draw />);
    await waitFor(() => expect(labels()).toEqual(['Checkout', 'Checkout 2']));
    const [first, second] = screen.getByTestId('responsibilities-chart').querySelectorAll('path');
    expect(first).not.toHaveAttribute('lang');
    expect(second).toHaveAttribute('lang', 'en');
    expect(second).toHaveAttribute('dir', 'ltr');
  });

  it('redraws a pie whose responsibilities a refresh changed', async () => {
    const { rerender } = render(<ResponsibilitiesChart responsibilities={checkout} draw />);
    await waitFor(() => expect(labels()).toEqual(['Checkout', 'Checkout 2']));
    rerender(<ResponsibilitiesChart responsibilities={[{ label: 'Payments', value: 4 }]} draw />);
    await waitFor(() => expect(labels()).toEqual(['Payments']));
  });
});
