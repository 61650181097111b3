import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { loadMotion } from './load-motion';
import { useEntrance } from './use-entrance';

// The point here is what the page shows when motion's chunk cannot load (a redeploy removed it,
// the network dropped): the islands' state and content, with no animation library at all.
// What wants motion (a scroll, a pointer) is the real thing: the test sends it.
jest.mock('./load-motion', () => ({ ...jest.requireActual('./load-motion'), loadMotion: jest.fn() }));
const chunkError = new Error('Failed to fetch dynamically imported module');

beforeEach(() => {
  jest.mocked(loadMotion).mockReset().mockRejectedValue(chunkError);
});

/** What the gate script and globals.css do: the island's elements start hidden. */
function hideLikeTheStylesheet() {
  const style = document.createElement('style');
  style.textContent = 'span { opacity: 0; }';
  document.head.append(style);
  return () => style.remove();
}

function Island() {
  const ref = useRef<HTMLDivElement>(null);
  useEntrance(ref, (root) => [...root.querySelectorAll<HTMLElement>('span')], () => () => {}, 'The test island');
  return (
    <div ref={ref}>
      <span>one</span>
      <span>two</span>
    </div>
  );
}

describe('useEntrance when motion cannot load', () => {
  it('shows what it hid at once and says why in the console', async () => {
    const unhide = hideLikeTheStylesheet();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Island />);
    const spans = [...container.querySelectorAll('span')];
    expect(spans.map((span) => span.style.animation)).toEqual(['none', 'none']); // taken over from the CSS fallback
    await act(async () => {});
    // Nothing motion drives can happen before the visitor scrolls, points, touches or types.
    expect(loadMotion).not.toHaveBeenCalled();
    expect(spans.map((span) => span.style.opacity)).toEqual(['', '']);
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    expect(loadMotion).toHaveBeenCalledTimes(1);
    expect(spans.map((span) => span.style.opacity)).toEqual(['1', '1']);
    expect(errors).toHaveBeenCalledWith('The test island: motion could not be loaded or started; showing it without animation.', chunkError);
    unhide();
  });

  it('leaves alone what the stylesheet fallback has shown already (a very late hydration)', async () => {
    const { container } = render(<Island />); // no hiding rule: as after the fallback
    await act(async () => {});
    expect([...container.querySelectorAll('span')].map((span) => span.style.animation)).toEqual(['', '']);
    expect(loadMotion).not.toHaveBeenCalled();
  });
});
