import { act, render, waitFor } from '@testing-library/react';
import { REVEALED_ATTRIBUTE } from '@/components/first-paint/reveal-rule';
import { REVEAL } from '@/lib/constants';
import type { MotionDom } from './load-motion';
import { Reveal } from './reveal';

// The point here is when a reveal plays (the rule, once); motion itself runs for real in e2e/reveal.spec.ts.
type Watch = { element: Element; onEnter: () => () => void; leave?: () => void; stopped: boolean };
let watches: Watch[];
let resizeCallbacks: ResizeObserverCallback[];
let box: { top: number; height: number };
const animate = jest.fn();

jest.mock('./load-motion', () => ({
  loadMotion: () =>
    Promise.resolve({
      animate: (...args: unknown[]) => animate(...args),
      inView: (element: Element, onEnter: () => () => void) => {
        const watch: Watch = { element, onEnter, stopped: false };
        watches.push(watch);
        return () => (watch.stopped = true);
      },
    } as unknown as MotionDom),
}));

const VIEWPORT = 800;

beforeEach(() => {
  watches = [];
  resizeCallbacks = [];
  box = { top: VIEWPORT + 100, height: 100 };
  animate.mockClear();
  window.innerHeight = VIEWPORT;
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe() {
      resizeCallbacks.push(this.callback);
    }
    disconnect() {
      resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
    }
  } as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ ...box, bottom: box.top + box.height }) as DOMRect);
});

const watch = () => watches.at(-1)!;
const enter = () => act(() => void (watch().leave = watch().onEnter()));
const scrollTo = (top: number) => act(() => void ((box.top = top), window.dispatchEvent(new Event('scroll'))));

async function renderReveal() {
  const { container } = render(<Reveal>content</Reveal>);
  // The gate is open, motion is wanted (a scroll) and loaded, and the island starts in a task of its own.
  window.dispatchEvent(new Event('scroll'));
  await waitFor(() => expect(watches.length).toBeGreaterThan(0));
  return container.firstChild as HTMLElement;
}

describe('Reveal', () => {
  it(`plays once, when ${REVEAL.threshold * 100}% of it is in view: fades in and slides up ${REVEAL.slidePx} px over ${REVEAL.durationMs} ms`, async () => {
    const element = await renderReveal();
    enter();
    scrollTo(VIEWPORT - box.height * REVEAL.threshold + 1);
    expect(animate).not.toHaveBeenCalled();
    expect(element.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
    scrollTo(VIEWPORT - box.height * REVEAL.threshold);
    expect(animate).toHaveBeenCalledTimes(1);
    const [target, keyframes, options] = animate.mock.calls[0]!;
    expect(target).toBe(element);
    expect(keyframes).toEqual({ opacity: [0, 1], transform: [`translateY(${REVEAL.slidePx}px)`, 'none'] });
    expect(options).toMatchObject({ duration: REVEAL.durationMs / 1000 });
    // Shown for good, with no entrance of the stylesheet's: motion plays this one.
    expect(element.getAttribute(REVEALED_ATTRIBUTE)).toBe('shown');
    expect(watch().stopped).toBe(true);
    scrollTo(0);
    scrollTo(VIEWPORT - box.height);
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it(`when too tall for ${REVEAL.threshold * 100}% of it ever to be in view, plays once it fills that share of the viewport`, async () => {
    box.height = (VIEWPORT / REVEAL.threshold) * 3; // a long project grid on a phone
    await renderReveal();
    enter();
    scrollTo(VIEWPORT * (1 - REVEAL.threshold) + 1);
    expect(animate).not.toHaveBeenCalled();
    scrollTo(VIEWPORT * (1 - REVEAL.threshold));
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('decides again when its size changes in view (a refresh took many projects away)', async () => {
    box = { top: VIEWPORT - 100, height: (VIEWPORT / REVEAL.threshold) * 2 };
    await renderReveal();
    enter();
    expect(animate).not.toHaveBeenCalled();
    box.height = 150;
    act(() => resizeCallbacks.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('stops checking when it leaves the viewport, and starts again when it comes back', async () => {
    await renderReveal();
    enter();
    act(() => watch().leave!());
    scrollTo(0);
    expect(animate).not.toHaveBeenCalled();
    enter();
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('leaves one the before-paint script revealed as it is, and writes no style of its own', async () => {
    const { container } = render(
      <>
        <Reveal>revealed as the gate opened</Reveal>
        <Reveal>below the fold</Reveal>
      </>,
    );
    const [revealed, below] = [...container.children] as HTMLElement[];
    revealed!.setAttribute(REVEALED_ATTRIBUTE, 'css');
    window.dispatchEvent(new Event('scroll'));
    // The islands start in order: by the time the second watches, the first has started.
    await waitFor(() => expect(watches.map((watch) => watch.element)).toContain(below));
    expect(watches.map((watch) => watch.element)).toEqual([below]);
    expect([revealed, below].map((element) => [element!.getAttribute(REVEALED_ATTRIBUTE), element!.getAttribute('style')])).toEqual([
      ['css', null],
      [null, null],
    ]);
  });
});
