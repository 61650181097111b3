import { act, render, screen } from '@testing-library/react';
import { lazyImport, PreloadHandledError } from '@/lib/lazy-import';
import { ResponsibilitiesChart } from './responsibilities-chart';

jest.mock('@/lib/lazy-import', () => ({ ...jest.requireActual('@/lib/lazy-import'), lazyImport: jest.fn() }));
// motion watches the box, and finds it near the viewport at once, so the chart is asked for.
const inView = jest.fn((...args: [Element, () => void, unknown]) => {
  const onNear = args[1];
  onNear();
  return () => {};
});
jest.mock('@/components/motion/load-motion', () => ({ loadMotion: async () => ({ inView }) }));

const responsibilities = [{ label: 'Checkout', value: 3 }];

async function renderWhenChartFails(error: unknown) {
  jest.mocked(lazyImport).mockRejectedValue(error);
  render(<ResponsibilitiesChart responsibilities={responsibilities} />);
  await act(async () => new Promise((done) => setTimeout(done, 10)));
  expect(inView).toHaveBeenCalledWith(expect.any(HTMLElement), expect.any(Function), { margin: '200px 0px 200px 0px' });
  expect(lazyImport).toHaveBeenCalled();
  // The reserved square stays, empty: the legend beside it lists the responsibilities.
  expect(screen.getByTestId('responsibilities-chart')).toBeEmptyDOMElement();
}

describe('ResponsibilitiesChart when the chart cannot be loaded', () => {
  it('logs nothing when a preload-error listener took the failure over (the page is reloading)', async () => {
    const errorLog = jest.spyOn(console, 'error');
    await renderWhenChartFails(new PreloadHandledError(new Error('chunk gone')));
    expect(errorLog).not.toHaveBeenCalled();
  });

  it('logs a failure that nobody took over', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWhenChartFails(new Error('chunk gone'));
    expect(errorLog).toHaveBeenCalledWith('The responsibilities chart could not be loaded; the legend lists them.', expect.any(Error));
  });
});
