import { GATE } from '@/lib/constants';
import { gateScript, GATE_CLOSED_CLASS, MOTION_CLASS, primaryFamily } from './gate-script';

/** The gate script runs as it does in <head>: evaluated as plain JavaScript. */
function runGate(): void {
  new Function(gateScript({ sans: "'Inter'", serif: "'Fraunces'" }))();
}

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

let fontsLoaded: () => void;
let load: jest.Mock;
let mark: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.className = '';
  mark = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
  const fonts = new Promise<void>((resolve) => (fontsLoaded = resolve));
  load = jest.fn(() => fonts);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn();
  setReadyState('loading');
});

afterEach(() => {
  jest.useRealTimers();
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const isClosed = () => document.documentElement.classList.contains(GATE_CLOSED_CLASS);

describe('the page gate script', () => {
  it('closes the gate at once and asks for the sans and the light serif', () => {
    runGate();
    expect(isClosed()).toBe(true);
    expect(load.mock.calls.map(([font]) => font)).toEqual(["400 1em 'Inter'", "300 1em 'Fraunces'"]);
  });

  it('opens only when both the fonts and the window load are done, scrolls to the top and marks it', async () => {
    runGate();
    fontsLoaded();
    await flush();
    expect(isClosed()).toBe(true);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(isClosed()).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith('gate-open');
  });

  it('waits for the fonts when the load came first', async () => {
    runGate();
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(isClosed()).toBe(true);
    fontsLoaded();
    await flush();
    expect(isClosed()).toBe(false);
  });

  it(`gives up after ${GATE.giveUpMs} ms`, async () => {
    runGate();
    jest.advanceTimersByTime(GATE.giveUpMs - 1);
    expect(isClosed()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isClosed()).toBe(false);
    expect(mark).toHaveBeenCalledWith('gate-open');
  });

  it('marks motion as welcome unless reduced motion is requested', () => {
    runGate();
    expect(document.documentElement.classList.contains(MOTION_CLASS)).toBe(true);
    document.documentElement.className = '';
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    runGate();
    expect(document.documentElement.classList.contains(MOTION_CLASS)).toBe(false);
  });
});

describe('primaryFamily', () => {
  it('takes the first family of a font-family list', () => {
    expect(primaryFamily("'__Inter_abc', '__Inter_Fallback_abc'")).toBe("'__Inter_abc'");
  });
});
