import { act, render } from '@testing-library/react';
import { REVEAL } from '@/lib/constants';
import { Reveal } from './reveal';

type Observed = { callback: IntersectionObserverCallback; options: IntersectionObserverInit; disconnected: boolean };

let intersections: Observed[];
let resizeCallbacks: ResizeObserverCallback[];
let elementHeight: number;
let animate: jest.Mock;

beforeEach(() => {
  intersections = [];
  resizeCallbacks = [];
  elementHeight = 100;
  window.innerHeight = 800;
  window.IntersectionObserver = class {
    record: Observed;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.record = { callback, options, disconnected: false };
      intersections.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
  window.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      resizeCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  animate = jest.fn();
  HTMLElement.prototype.animate = animate;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height: elementHeight }) as DOMRect);
});

afterEach(() => {
  jest.restoreAllMocks();
});

const current = () => intersections.filter((observed) => !observed.disconnected).at(-1)!;
const report = (entry: Partial<IntersectionObserverEntry>) =>
  act(() => current().callback([{ isIntersecting: true, ...entry } as IntersectionObserverEntry], {} as IntersectionObserver));

async function renderReveal() {
  render(<Reveal>content</Reveal>);
  await act(async () => {}); // the gate is open: the reveal starts observing on the next tick
}

describe('Reveal', () => {
  it(`plays once ${REVEAL.threshold * 100}% of it is in view, not before`, async () => {
    await renderReveal();
    expect(current().options).toEqual({ threshold: REVEAL.threshold });
    report({ intersectionRatio: REVEAL.threshold / 2 });
    expect(animate).not.toHaveBeenCalled();
    report({ intersectionRatio: REVEAL.threshold });
    expect(animate).toHaveBeenCalledTimes(1);
    expect(intersections.every((observed) => observed.disconnected)).toBe(true);
  });

  it(`when too tall for ${REVEAL.threshold * 100}% of it ever to be in view, plays once it fills that share of the viewport`, async () => {
    elementHeight = (window.innerHeight / REVEAL.threshold) * 3; // a long project grid on a phone
    await renderReveal();
    expect(current().options).toEqual({ threshold: 0, rootMargin: `0px 0px -${REVEAL.threshold * 100}% 0px` });
    report({ intersectionRatio: 0.01 });
    expect(animate).toHaveBeenCalledTimes(1);
  });

  it('decides again when it grows too tall before it was revealed (a refresh brought many projects)', async () => {
    await renderReveal();
    expect(current().options).toEqual({ threshold: REVEAL.threshold });
    elementHeight = (window.innerHeight / REVEAL.threshold) * 2;
    act(() => resizeCallbacks.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(current().options).toEqual({ threshold: 0, rootMargin: `0px 0px -${REVEAL.threshold * 100}% 0px` });
    expect(intersections.filter((observed) => observed.disconnected)).toHaveLength(1);
    report({ intersectionRatio: 0.05 });
    expect(animate).toHaveBeenCalledTimes(1);
  });
});
