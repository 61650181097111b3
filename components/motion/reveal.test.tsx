import { act, render, waitFor } from '@testing-library/react';
import { REVEAL } from '@/lib/constants';
import type { MotionDom } from './load-motion';
import { Reveal } from './reveal';

// The point here is the reveal's rule (when, how far, once); motion itself runs for real in e2e/reveal.spec.ts.
type Watch = { onStart: () => void; options: { amount?: number | string; margin?: string }; stopped: boolean };
let watches: Watch[];
let resizeCallbacks: ResizeObserverCallback[];
let elementHeight: number;
const animate = jest.fn();

jest.mock('./load-motion', () => ({
  loadMotion: () =>
    Promise.resolve({
      animate: (...args: unknown[]) => animate(...args),
      inView: (_element: Element, onStart: () => void, options: Watch['options']) => {
        const watch: Watch = { onStart, options, stopped: false };
        watches.push(watch);
        return () => (watch.stopped = true);
      },
    } as unknown as MotionDom),
}));

let hidingRule: HTMLStyleElement;

beforeEach(() => {
  // What the gate script and globals.css do: a reveal starts hidden.
  hidingRule = document.createElement('style');
  hidingRule.textContent = '[data-reveal] { opacity: 0; }';
  document.head.append(hidingRule);
  watches = [];
  resizeCallbacks = [];
  elementHeight = 100;
  animate.mockClear();
  window.innerHeight = 800;
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height: elementHeight }) as DOMRect);
});

afterEach(() => hidingRule.remove());

const current = () => watches.filter((watch) => !watch.stopped).at(-1)!;
const enter = () => act(() => current().onStart());

async function renderReveal() {
  render(<Reveal>content</Reveal>);
  // The gate is open, motion has loaded, and the island starts in a task of its own.
  await waitFor(() => expect(watches.length).toBeGreaterThan(0));
}

describe('Reveal', () => {
  it(`plays once, when ${REVEAL.threshold * 100}% of it is in view: fades in and slides up ${REVEAL.slidePx} px over ${REVEAL.durationMs} ms`, async () => {
    await renderReveal();
    expect(current().options).toEqual({ amount: REVEAL.threshold });
    expect(animate).not.toHaveBeenCalled();
    enter();
    expect(animate).toHaveBeenCalledTimes(1);
    const [, keyframes, options] = animate.mock.calls[0]!;
    expect(keyframes).toEqual({ opacity: [0, 1], transform: [`translateY(${REVEAL.slidePx}px)`, 'none'] });
    expect(options).toMatchObject({ duration: REVEAL.durationMs / 1000 });
    expect(watches.every((watch) => watch.stopped)).toBe(true); // once
  });

  it(`when too tall for ${REVEAL.threshold * 100}% of it ever to be in view, plays once it fills that share of the viewport`, async () => {
    elementHeight = (window.innerHeight / REVEAL.threshold) * 3; // a long project grid on a phone
    await renderReveal();
    expect(current().options).toEqual({ amount: 0, margin: `0px 0px -${REVEAL.threshold * 100}% 0px` });
    enter();
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('decides again when it grows too tall before it was revealed (a refresh brought many projects)', async () => {
    await renderReveal();
    expect(current().options).toEqual({ amount: REVEAL.threshold });
    elementHeight = (window.innerHeight / REVEAL.threshold) * 2;
    act(() => resizeCallbacks.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(current().options).toEqual({ amount: 0, margin: `0px 0px -${REVEAL.threshold * 100}% 0px` });
    expect(watches.filter((watch) => watch.stopped)).toHaveLength(1);
    enter();
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('stays hidden by the stylesheet until it plays: it takes the CSS fallback over at once', async () => {
    const { container } = render(<Reveal>content</Reveal>);
    expect((container.firstChild as HTMLElement).style.animation).toBe('none');
    await act(async () => {});
  });
});
