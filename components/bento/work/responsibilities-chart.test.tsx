import { act, render, screen } from '@testing-library/react';
import { PRELOAD_ERROR_EVENT } from '@/lib/lazy-chunks';
import { everythingNearViewport } from '@/tests/helpers/near-viewport';
import { ResponsibilitiesChart } from './responsibilities-chart';

// The chart's chunk fails to load, as a stale page's does after a redeploy.
jest.mock('./pie-chart', () => {
  throw new Error('Failed to fetch dynamically imported module: pie-chart');
});
// The box is found near the viewport at once, so the chart is asked for.
let observers: IntersectionObserverInit[] = [];
beforeEach(() => (observers = everythingNearViewport()));

const responsibilities = [{ label: 'Checkout', value: 3 }];

async function renderWhenChartFails() {
  render(<ResponsibilitiesChart responsibilities={responsibilities} draw />);
  await act(async () => new Promise((done) => setTimeout(done, 10)));
  expect(observers).toEqual([{ rootMargin: '200px 0px 200px 0px' }]);
  // The reserved square stays, empty: the legend beside it lists the responsibilities.
  expect(screen.getByTestId('responsibilities-chart')).toBeEmptyDOMElement();
}

describe('ResponsibilitiesChart when the chart cannot be loaded', () => {
  it('logs nothing when a preload-error listener took the failure over (the page is reloading)', async () => {
    const takeOver = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, takeOver);
    const errorLog = jest.spyOn(console, 'error');
    try {
      await renderWhenChartFails();
    } finally {
      window.removeEventListener(PRELOAD_ERROR_EVENT, takeOver);
    }
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs a failure that nobody took over', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWhenChartFails();
    expect(errorLog).toHaveBeenCalledWith('The responsibilities chart could not be loaded; the legend lists them.', expect.any(Error));
  });
});
