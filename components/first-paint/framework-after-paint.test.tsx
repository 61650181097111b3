import { frameworkAfterPaintScript } from '@/scripts/lib/framework-scripts';
import { AFTER_PAINT_ATTRIBUTES, PAINT_GIVE_UP_MS, PAYLOAD_FAILED_MESSAGE } from './framework-after-paint';
import { GATE_OPEN } from './gate-signals';

/**
 * The loader as the exported page holds it: the text the defer step inlines, in a script whose data
 * attributes list the scripts. Run as a plain script, it reaches nothing but the page's globals.
 */
function runLoader(payload?: string) {
  const loader = document.createElement('script');
  loader.setAttribute(AFTER_PAINT_ATTRIBUTES.async, '/_next/static/chunks/a.js /_next/static/chunks/b.js');
  loader.setAttribute(AFTER_PAINT_ATTRIBUTES.noModule, '/_next/static/chunks/polyfills.js');
  if (payload) loader.setAttribute(AFTER_PAINT_ATTRIBUTES.payload, payload);
  document.head.append(loader);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => loader });
  new Function(frameworkAfterPaintScript())();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

const added = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.hasAttribute('async'),
    noModule: script.hasAttribute('nomodule'),
  }));

let frames: FrameRequestCallback[];
let marks: PerformanceEntry[];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  marks = [];
  // jsdom's performance has no user timing: the gate's mark, as the loader looks for it.
  Object.defineProperty(performance, 'getEntriesByName', { configurable: true, value: () => marks });
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

/** The page's visibility from now on, as the browser changes it: the property, then the event. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A browser with paint timing: the observer the loader makes, and a way to report a paint to it. */
function withPaintTiming() {
  const observers: FakePaintObserver[] = [];
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    observing = false;
    constructor(readonly callback: PerformanceObserverCallback) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.observing = true;
    }
    disconnect() {
      this.observing = false;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { configurable: true, writable: true, value: FakePaintObserver });
  return (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name } as PerformanceEntry] : []) } as PerformanceObserverEntryList;
    for (const observer of observers.filter((entry) => entry.observing)) observer.callback(list, observer as unknown as PerformanceObserver);
  };
}

describe('the framework loader', () => {
  it('adds nothing until the gate opens, then each script, async and in a task of its own, after the next frame has painted', () => {
    runLoader();
    jest.advanceTimersByTime(10_000);
    expect(added()).toEqual([]);

    window.dispatchEvent(new Event(GATE_OPEN));
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0)); // the frame that shows the page
    expect(added()).toEqual([]);
    jest.advanceTimersToNextTimer(); // the task after it
    const polyfills = { src: '/_next/static/chunks/polyfills.js', async: false, noModule: true };
    expect(added()).toEqual([{ src: '/_next/static/chunks/a.js', async: true, noModule: false }, polyfills]);
    jest.advanceTimersToNextTimer(); // one script per task, in order
    expect(added()).toEqual([
      { src: '/_next/static/chunks/a.js', async: true, noModule: false },
      { src: '/_next/static/chunks/b.js', async: true, noModule: false },
      polyfills,
    ]);
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(3); // once
  });

  describe('with the page\'s RSC payload', () => {
    const PAYLOAD = '/_next/static/chunks/payload-0123456789abcdef.js';
    const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href'));
    const scriptOf = (src: string) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    const payloadScript = () => scriptOf(PAYLOAD)!;
    const framework = () => added().filter((script) => script.async).map((script) => script.src);

    function openAndPaint(payload = PAYLOAD) {
      runLoader(payload);
      window.dispatchEvent(new Event(GATE_OPEN));
      frames.forEach((frame) => frame(0));
      jest.advanceTimersToNextTimer();
    }

    it('runs the payload first and preloads the scripts meanwhile, one per task; each script once the payload has run', () => {
      openAndPaint();
      expect(payloadScript()).not.toBeNull();
      expect(payloadScript().hasAttribute('async')).toBe(false);
      expect(preloads()).toEqual(['/_next/static/chunks/a.js']);
      jest.advanceTimersToNextTimer();
      expect(preloads()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
      jest.advanceTimersByTime(1000);
      expect(framework()).toEqual([]);

      payloadScript().dispatchEvent(new Event('load'));
      jest.advanceTimersToNextTimer(); // the task after the payload's
      expect(framework()).toEqual(['/_next/static/chunks/a.js']);
      jest.advanceTimersToNextTimer();
      expect(framework()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    });

    it('runs a payload of several pieces in order, each in a task of its own once the one before has run, the later ones preloaded meanwhile', () => {
      const pieces = ['/_next/static/chunks/payload-1.js', '/_next/static/chunks/payload-2.js', '/_next/static/chunks/payload-3.js'];
      openAndPaint(pieces.join(' '));
      expect(added().map((script) => script.src)).toEqual([pieces[0], '/_next/static/chunks/polyfills.js']);
      jest.advanceTimersByTime(1000);
      expect(preloads()).toEqual(expect.arrayContaining([pieces[1], pieces[2]]));
      expect(scriptOf(pieces[1]!)).toBeNull();
      for (const [index, piece] of pieces.entries()) {
        scriptOf(piece)!.dispatchEvent(new Event('load'));
        expect(framework()).toEqual([]);
        jest.advanceTimersToNextTimer();
        if (index < pieces.length - 1) expect(scriptOf(pieces[index + 1]!)).not.toBeNull();
      }
      expect(framework()).toEqual(['/_next/static/chunks/a.js']);
      expect(added().filter((script) => script.src!.includes('payload-')).map((script) => script.async)).toEqual([false, false, false]);
    });

    it('preloads no script the payload\'s load already added', () => {
      openAndPaint();
      payloadScript().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(1000);
      expect(preloads()).toEqual(['/_next/static/chunks/a.js']);
      expect(framework()).toHaveLength(2);
    });

    it('says in the console when the payload fails to load, and starts no framework script, which could only fail', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      openAndPaint();
      payloadScript().dispatchEvent(new Event('error'));
      jest.advanceTimersByTime(1000);
      expect(error).toHaveBeenCalledWith(PAYLOAD_FAILED_MESSAGE);
      expect(framework()).toEqual([]);
      error.mockRestore();
    });
  });

  it('waits, where paint timing exists, until the first contentful paint has been reported, however late', () => {
    const paint = withPaintTiming();
    runLoader();
    window.dispatchEvent(new Event(GATE_OPEN));
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(PAINT_GIVE_UP_MS - 1);
    expect(added()).toEqual([]);
    paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(2); // the first script, and the legacy one
    jest.advanceTimersByTime(PAINT_GIVE_UP_MS);
    expect(added()).toHaveLength(3); // once
  });

  it('starts at once when the gate opened before it ran', () => {
    marks = [{} as PerformanceEntry];
    runLoader();
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(50);
    expect(added()).toHaveLength(3);
  });

  it('gives up on a paint that a shown page never reports', () => {
    withPaintTiming();
    runLoader();
    window.dispatchEvent(new Event(GATE_OPEN));
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(PAINT_GIVE_UP_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(2);
  });

  it('waits while the page is hidden, however long, and once it is shown for its paint', () => {
    const paint = withPaintTiming();
    setVisibility('hidden');
    runLoader();
    window.dispatchEvent(new Event(GATE_OPEN));
    jest.advanceTimersByTime(10 * PAINT_GIVE_UP_MS);
    expect(added()).toEqual([]);
    setVisibility('visible');
    jest.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(2);
  });

  it('gives up on the paint of a page shown again only once it has been shown that long, without paint timing too', () => {
    setVisibility('hidden');
    runLoader();
    window.dispatchEvent(new Event(GATE_OPEN));
    jest.advanceTimersByTime(10 * PAINT_GIVE_UP_MS); // no frame while hidden
    setVisibility('visible');
    jest.advanceTimersByTime(PAINT_GIVE_UP_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toHaveLength(2);
  });
});
