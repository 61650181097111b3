import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { GATE } from '@/lib/constants';
import { loadMotion } from './load-motion';
import { useEntrance } from './use-entrance';

// The point here is what the page shows when motion's chunk cannot load (a redeploy removed it,
// the network dropped) or is late: the islands' content, with no animation library at all.
// What wants motion (a scroll, a pointer) is the real thing: the test sends it.
jest.mock('./load-motion', () => ({ ...jest.requireActual('./load-motion'), loadMotion: jest.fn() }));
const chunkError = new Error('Failed to fetch dynamically imported module');
const start = jest.fn(() => () => {});

beforeEach(() => {
  jest.mocked(loadMotion).mockReset().mockRejectedValue(chunkError);
  start.mockClear();
});

function Island() {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, start, 'The test island', (root) => root.setAttribute('data-shown', ''));
  return <div ref={ref}>content</div>;
}

describe('useEntrance', () => {
  it('asks for motion only once the visitor acts; when it cannot load, shows the island at once and says why', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Island />);
    const island = container.firstChild as HTMLElement;
    await act(async () => {});
    // Nothing motion drives can happen before the visitor scrolls, points, touches or types.
    expect(loadMotion).not.toHaveBeenCalled();
    expect(island.hasAttribute('data-shown')).toBe(false);
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(loadMotion).toHaveBeenCalledTimes(1);
    expect(island.hasAttribute('data-shown')).toBe(true);
    expect(start).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('The test island: motion could not be loaded or started; showing it without animation.', chunkError);
  });

  it(`shows the island without motion when motion has not arrived ${GATE.motionFallbackMs} ms after it was asked for, and starts none later`, async () => {
    jest.useFakeTimers();
    let arrive!: (motion: never) => void;
    jest.mocked(loadMotion).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<Island />);
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    await act(async () => void jest.advanceTimersByTime(GATE.motionFallbackMs));
    expect((container.firstChild as HTMLElement).hasAttribute('data-shown')).toBe(true);
    expect(warn).toHaveBeenCalledWith(`The test island: motion did not arrive within ${GATE.motionFallbackMs} ms; showing it without animation.`);
    await act(async () => {
      arrive({} as never);
      jest.runOnlyPendingTimers();
    });
    expect(start).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});
