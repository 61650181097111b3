import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '@/components/theme/theme-choice';
import { GATE, REVEAL } from '@/lib/constants';
import { releaseBeforePaint, runBeforePaint } from '@/tests/helpers/before-paint';
import { beforePaintScript, pageBeforePaintConfig, primaryFamily } from './before-paint';
import { replayEarlyClicks } from './early-clicks';
import { GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS } from './gate-signals';
import { REVEALED_ATTRIBUTE } from './reveal-rule';

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

const root = document.documentElement;
let fontsLoaded: () => void;
let load: jest.Mock;
let mark: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  root.className = '';
  root.removeAttribute(THEME_ATTRIBUTE);
  localStorage.clear();
  mark = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: mark });
  const fonts = new Promise<void>((resolve) => (fontsLoaded = resolve));
  load = jest.fn(() => fonts);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load } });
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
  window.scrollTo = jest.fn();
  window.history.scrollRestoration = 'auto';
  setReadyState('loading');
});

afterEach(() => {
  jest.useRealTimers();
  releaseBeforePaint();
  document.body.innerHTML = '';
});

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const isClosed = () => root.classList.contains(GATE_CLOSED_CLASS);

async function openGate() {
  runBeforePaint();
  fontsLoaded();
  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  await flush();
}

describe('the before-paint script', () => {
  it('is its function with the config as JSON, which no value can break out of', () => {
    const config = pageBeforePaintConfig({ sans: "'</script><script>alert(1)//'", serif: "'Fraunces'" });
    const script = beforePaintScript(config);
    expect(script).not.toContain('</script>');
    expect(script).toMatch(/^\(function beforePaint\(/);
  });

  it('on a page without the gate (a case study), never hides the page, waits for no font, and gives the open signal at once', () => {
    const heard = jest.fn();
    window.addEventListener(GATE_OPEN, heard);
    runBeforePaint({ gate: false });
    window.removeEventListener(GATE_OPEN, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(isClosed()).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(mark).toHaveBeenCalledWith(GATE_OPEN);
    expect(window.history.scrollRestoration).not.toBe('manual');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('closes the gate at once, keeps the browser from restoring a scroll, and asks for the first family of the sans and of the light serif', () => {
    // jsdom has no scroll restoration.
    Object.defineProperty(history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });
    runBeforePaint();
    expect(isClosed()).toBe(true);
    expect(history.scrollRestoration).toBe('manual');
    expect(load.mock.calls.map(([font]) => font)).toEqual(["400 1em 'Inter'", "300 1em 'Fraunces'"]);
  });

  it('opens only when both the fonts and the window load are done, scrolls to the top and marks it', async () => {
    runBeforePaint();
    fontsLoaded();
    await flush();
    expect(isClosed()).toBe(true);
    expect(window.scrollTo).not.toHaveBeenCalled();

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(isClosed()).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(GATE_OPEN);
  });

  it('waits for the fonts when the load came first, and opens when a font fails', async () => {
    load.mockImplementation(() => Promise.reject(new Error('font')));
    runBeforePaint();
    await flush();
    expect(isClosed()).toBe(true);
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(isClosed()).toBe(false);
  });

  it('opens at once for a page already loaded, once the fonts are', async () => {
    setReadyState('complete');
    runBeforePaint();
    await flush();
    expect(isClosed()).toBe(true);
    fontsLoaded();
    await flush();
    expect(isClosed()).toBe(false);
  });

  it(`gives up after ${GATE.giveUpMs} ms, and opens once only`, async () => {
    runBeforePaint();
    jest.advanceTimersByTime(GATE.giveUpMs - 1);
    expect(isClosed()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(isClosed()).toBe(false);
    fontsLoaded();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(mark).toHaveBeenCalledTimes(1);
    expect(mark).toHaveBeenCalledWith(GATE_OPEN);
  });

  it('tells the page as it opens, with a window event of the same name as the mark', async () => {
    const opened = jest.fn();
    window.addEventListener(GATE_OPEN, opened, { once: true });
    runBeforePaint();
    expect(opened).not.toHaveBeenCalled();
    fontsLoaded();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
  ])('puts the stored theme %j on <html> as %s', (stored, shown) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runBeforePaint();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe(shown);
  });

  it('puts "system" on <html>, and still closes the gate, where storage throws (a privacy mode)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runBeforePaint).not.toThrow();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('system');
    expect(isClosed()).toBe(true);
  });

  it('marks motion as welcome unless reduced motion is requested', () => {
    runBeforePaint();
    expect(root.classList.contains(MOTION_CLASS)).toBe(true);
    releaseBeforePaint();
    root.className = '';
    window.matchMedia = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia;
    runBeforePaint();
    expect(root.classList.contains(MOTION_CLASS)).toBe(false);
    expect(isClosed()).toBe(true);
  });
});

/** Past the next animation frame (jsdom runs them on a timer) and the task queued from it. */
const FRAME_MS = 20;

function reveal(top: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-reveal', '');
  element.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
  document.body.append(element);
  return element;
}

describe('the reveals in view as the gate opens', () => {
  it(`are marked for a CSS entrance when ${REVEAL.threshold * 100}% of one is in view (of the viewport, for one taller than that), and no other`, async () => {
    window.innerHeight = 800;
    const inView = reveal(400, 300); // 300 of 300 px in view
    const barely = reveal(790, 100); // 10 of 100 px: under the threshold
    const tall = reveal(600, 5000); // 200 px of a very tall one: a quarter of the viewport
    const below = reveal(900, 100);
    await openGate();
    // Read after the open page's first frame, when its layout is already done.
    expect(inView.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
    jest.advanceTimersByTime(FRAME_MS);
    expect([inView, barely, tall, below].map((element) => element.getAttribute(REVEALED_ATTRIBUTE))).toEqual(['css', null, 'css', null]);
  });

  it('are left alone when reduced motion is requested: nothing is hidden to bring in', async () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    const element = reveal(0, 100);
    await openGate();
    jest.advanceTimersByTime(GATE.motionFallbackMs);
    expect(element.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
  });
});

describe('the reveals out of view', () => {
  it(`are all shown ${GATE.motionFallbackMs} ms after the gate opens if nothing has hydrated to bring them in`, async () => {
    window.innerHeight = 800;
    const below = reveal(2000, 100);
    await openGate();
    jest.advanceTimersByTime(GATE.motionFallbackMs - 1);
    expect(below.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(below.getAttribute(REVEALED_ATTRIBUTE)).toBe('css');
  });

  it('are left to the islands once hydration has taken the early clicks', async () => {
    window.innerHeight = 800;
    const below = reveal(2000, 100);
    await openGate();
    replayEarlyClicks();
    jest.advanceTimersByTime(GATE.motionFallbackMs);
    expect(below.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
  });
});

describe('a click before hydration', () => {
  /** Every click the page itself hears, bubbling to the document. */
  let heard: jest.Mock;
  beforeEach(() => {
    heard = jest.fn();
    document.addEventListener('click', heard);
  });
  afterEach(() => document.removeEventListener('click', heard));

  it('on a button is kept, held back from the page, and carried out once replayed at hydration', () => {
    runBeforePaint();
    document.body.innerHTML = '<button type="button"><span>Next role</span></button><p>text</p>';
    const button = document.querySelector('button')!;
    button.querySelector('span')!.click();
    document.querySelector('p')!.click();
    expect(heard).toHaveBeenCalledTimes(1); // the paragraph's; the button's waits for its island

    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    replayEarlyClicks();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Once replayed, clicks are the islands' own again.
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  const card =
    '<article data-clickable data-card-link="https://example.com/site"><h3>Title</h3><a href="#github">GitHub</a><button type="button">More</button><button type="button" popovertarget="tags">Tags</button></article><ul id="tags" popover></ul>';

  it("on a project card's own area is kept for the card, and replayed on it", () => {
    runBeforePaint();
    document.body.innerHTML = card;
    const article = document.querySelector('article')!;
    document.querySelector('h3')!.click();
    expect(heard).not.toHaveBeenCalled();
    const onClick = jest.fn();
    article.addEventListener('click', onClick);
    replayEarlyClicks();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0].target).toBe(article);
  });

  it('on a button inside a card is kept for that button, not the card', () => {
    runBeforePaint();
    document.body.innerHTML = card;
    const more = document.querySelector('button')!;
    more.click();
    expect(heard).not.toHaveBeenCalled();
    const onClick = jest.fn();
    more.addEventListener('click', onClick);
    replayEarlyClicks();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("on a link, a card's or any, or on a popover's button is left to the browser and not replayed", () => {
    runBeforePaint();
    document.body.innerHTML = `${card}<a href="#elsewhere">Elsewhere</a>`;
    const links = [...document.querySelectorAll('a')];
    const popoverButton = document.querySelector<HTMLButtonElement>('[popovertarget]')!;
    for (const target of [...links, popoverButton]) target.click();
    expect(heard).toHaveBeenCalledTimes(3);

    const replayed = jest.fn();
    document.querySelector('article')!.addEventListener('click', replayed);
    replayEarlyClicks();
    expect(replayed).not.toHaveBeenCalled();
  });

  it('is no longer heard once hydration has taken the clicks: nothing listens page-wide after', () => {
    runBeforePaint();
    document.body.innerHTML = card;
    expect(window.__takeEarlyClicks).toEqual(expect.any(Function));
    expect(window.__takeEarlyClicks!()).toEqual([]);
    document.querySelector('h3')!.click();
    document.querySelector('button')!.click();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(window.__takeEarlyClicks!()).toEqual([]);
  });

  it('is dropped at replay when React has since replaced its element', () => {
    runBeforePaint();
    document.body.innerHTML = '<button type="button">Next role</button>';
    const old = document.querySelector('button')!;
    const onClick = jest.fn();
    old.addEventListener('click', () => onClick());
    old.click();
    old.remove();
    replayEarlyClicks();
    expect(onClick).not.toHaveBeenCalled();
    expect(window.__takeEarlyClicks).toBeUndefined();
  });
});

describe('what the script no longer does (React renders and handles these)', () => {
  it("follows no card's link, builds no card run and nothing for print", async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await openGate();
    replayEarlyClicks();
    document.body.innerHTML =
      '<article data-clickable data-card-link="https://example.com/site"><h3>Title</h3></article><noscript data-card-run><p>Card</p></noscript><noscript data-print-text><p>Role</p></noscript>';
    document.querySelector('h3')!.click();
    window.dispatchEvent(new Event('beforeprint'));
    jest.advanceTimersByTime(GATE.giveUpMs);
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelectorAll('p')).toHaveLength(0);
    expect([root.onclick, window.onbeforeprint, window.onafterprint]).toEqual([null, null, null]);
  });
});

describe('primaryFamily', () => {
  it('takes the first family of a font-family list', () => {
    expect(primaryFamily("'__Inter_abc', '__Inter_Fallback_abc'")).toBe("'__Inter_abc'");
  });
});
