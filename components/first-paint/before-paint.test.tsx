import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '@/components/theme/theme-choice';
import { GATE, REVEAL } from '@/lib/constants';
import { CARD_RUN_TEXT_ATTRIBUTE, GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS, PRINT_TEXT_ATTRIBUTE, replayEarlyClicks } from './page-lifecycle';
import { gateScript, primaryFamily } from './gate-script';

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
  // Each run of the gate keeps clicks until this is called: a test's gate must not outlive it.
  window.__takeEarlyClicks?.();
  delete window.__takeEarlyClicks;
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

  it('puts the stored theme on <html> before anything paints, and "system" for none', () => {
    runGate();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('system');
    window.__takeEarlyClicks?.();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runGate();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    localStorage.clear();
  });

  it('marks motion as welcome unless reduced motion is requested', () => {
    runGate();
    expect(document.documentElement.classList.contains(MOTION_CLASS)).toBe(true);
    window.__takeEarlyClicks?.();
    document.documentElement.className = '';
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    runGate();
    expect(document.documentElement.classList.contains(MOTION_CLASS)).toBe(false);
  });
});

/** Past the next animation frame (jsdom's run at 16 ms) and the task queued from it. */
const FRAME_MS = 20;

async function openGate() {
  runGate();
  fontsLoaded();
  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  await flush();
}

describe('as the gate opens', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('tells the page, with a window event of the same name as the mark', async () => {
    const opened = jest.fn();
    window.addEventListener(GATE_OPEN, opened, { once: true });
    await openGate();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it(`marks for a CSS entrance each reveal of which ${REVEAL.threshold * 100}% is in view (of the viewport, for one taller than that), and no other`, async () => {
    window.innerHeight = 800;
    const reveal = (top: number, height: number) => {
      const element = document.createElement('div');
      element.setAttribute('data-reveal', '');
      element.getBoundingClientRect = () => ({ top, bottom: top + height, height }) as DOMRect;
      document.body.append(element);
      return element;
    };
    const inView = reveal(400, 300); // 300 of 300 px in view
    const barely = reveal(790, 100); // 10 of 100 px: under the threshold
    const tall = reveal(600, 5000); // 200 px of a very tall one: a quarter of the viewport
    const below = reveal(900, 100);
    await openGate();
    // Read after the open page's first frame, when its layout is already done.
    expect(inView.hasAttribute('data-revealed')).toBe(false);
    jest.advanceTimersByTime(FRAME_MS);
    expect([inView, barely, tall, below].map((element) => element.hasAttribute('data-revealed'))).toEqual([true, false, true, false]);
  });

  it('marks no reveal when reduced motion is requested: nothing is hidden to bring in', async () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    const element = document.createElement('div');
    element.setAttribute('data-reveal', '');
    element.getBoundingClientRect = () => ({ top: 0, bottom: 100, height: 100 }) as DOMRect;
    document.body.append(element);
    await openGate();
    jest.advanceTimersByTime(FRAME_MS);
    expect(element.hasAttribute('data-revealed')).toBe(false);
  });
});

describe('the card runs the HTML carries as text', () => {
  /** The one observer the gate makes, as a test drives it: what it watches, and the viewport's news. */
  let observed: Element[];
  let options: IntersectionObserverInit | undefined;
  let report: ((entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void) | null;
  const originalObserver = window.IntersectionObserver;
  const near = (isIntersecting = true) => report!(observed.map((target) => ({ target, isIntersecting })));

  beforeEach(() => {
    observed = [];
    report = null;
    window.IntersectionObserver = class {
      constructor(callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>>) => void, init?: IntersectionObserverInit) {
        report = callback;
        options = init;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {
        observed = [];
      }
    } as unknown as typeof IntersectionObserver;
    // As the server writes them: elements first, then runs that are the text of a noscript.
    const run = (titles: string[]) => `<div role="none">${titles.map((title) => `<div role="listitem"><article><h3>${title}</h3></article></div>`).join('')}</div>`;
    document.body.innerHTML = `<div role="list">${run(['1', '2'])}${['3 &amp; 4', '5', '6', '7'].map((title) => `<noscript ${CARD_RUN_TEXT_ATTRIBUTE}>${run([title])}</noscript>`).join('')}</div>`;
  });

  afterEach(() => {
    document.body.innerHTML = '';
    window.IntersectionObserver = originalObserver;
  });

  const titles = () => [...document.querySelectorAll('[role="list"] > [role="none"] h3')].map((title) => title.textContent);
  const lastCard = () => [...document.querySelectorAll('[role="list"] > [role="none"]')].at(-1)!.lastElementChild;

  it('are text while the page loads, for the browser builds no elements inside a noscript', () => {
    runGate();
    expect(document.querySelectorAll(`noscript[${CARD_RUN_TEXT_ATTRIBUTE}]`)[0]!.childNodes[0]!.nodeType).toBe(Node.TEXT_NODE);
    expect(titles()).toEqual(['1', '2']);
    expect(report).toBeNull();
  });

  it('become cards in their place and order, one run each time the last card built nears the viewport', async () => {
    await openGate();
    expect(options?.rootMargin).toBe('0px 0px 200%');
    expect(observed).toEqual([lastCard()]);
    near(false);
    expect(titles()).toEqual(['1', '2']);
    near();
    expect(titles()).toEqual(['1', '2', '3 & 4']);
    expect(observed).toEqual([lastCard()]);
    near();
    near();
    expect(titles()).toEqual(['1', '2', '3 & 4', '5', '6']);
    near();
    expect(titles()).toEqual(['1', '2', '3 & 4', '5', '6', '7']);
    expect(document.querySelectorAll('noscript')).toHaveLength(0);
    expect(observed).toEqual([]);
  });

  it('are all built before the page is printed', async () => {
    await openGate();
    window.dispatchEvent(new Event('beforeprint'));
    expect(titles()).toEqual(['1', '2', '3 & 4', '5', '6', '7']);
    expect(document.querySelectorAll('noscript')).toHaveLength(0);
  });

  it('are left alone once a refresh has replaced the grid they were in', async () => {
    await openGate();
    const grid = document.querySelector('[role="list"]')!;
    grid.remove();
    near();
    expect(grid.querySelectorAll('noscript')).toHaveLength(4);
  });
});

describe('what only print shows', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is text until the page is printed, built after its noscript for the print, and taken away after it', () => {
    runGate();
    document.body.innerHTML = `<section><noscript ${PRINT_TEXT_ATTRIBUTE}><p>Company &amp; Co</p><ul><li>Checkout: 75%</li></ul></noscript></section>`;
    const section = document.querySelector('section')!;
    expect(section.querySelector('p')).toBeNull();
    window.dispatchEvent(new Event('beforeprint'));
    expect([...section.children].map((child) => child.tagName)).toEqual(['NOSCRIPT', 'P', 'UL']);
    expect(section.querySelector('p')!.textContent).toBe('Company & Co');
    window.dispatchEvent(new Event('afterprint'));
    expect([...section.children].map((child) => child.tagName)).toEqual(['NOSCRIPT']);
  });
});

describe('a click before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is kept when it is on a button, held back from the page, and carried out once replayed', () => {
    runGate();
    document.body.innerHTML = '<button type="button"><span>Menu</span></button><p>text</p>';
    const button = document.querySelector('button')!;
    const heard = jest.fn();
    document.addEventListener('click', heard);
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
    document.removeEventListener('click', heard);
  });

  it("is left alone on a popover's button: the browser opens the popover at once, and a replay would close it", () => {
    runGate();
    document.body.innerHTML = '<button type="button" popovertarget="menu"><span>GitHub</span></button><ul id="menu" popover></ul>';
    const button = document.querySelector('button')!;
    const heard = jest.fn();
    document.addEventListener('click', heard);
    button.querySelector('span')!.click();
    expect(heard).toHaveBeenCalledTimes(1);

    const onClick = jest.fn();
    button.addEventListener('click', onClick);
    replayEarlyClicks();
    expect(onClick).not.toHaveBeenCalled();
    document.removeEventListener('click', heard);
  });
});

describe('a click on a project card', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const card = '<article data-card-link="https://example.com/site"><h3>Title</h3><a href="https://github.com/x">GitHub</a><button type="button">More</button></article>';

  it("follows the card's own link at once, while the click counts as the visitor's, and leaves its links and buttons their own", () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    runGate();
    document.body.innerHTML = card;
    document.querySelector('h3')!.click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.com/site', '_blank', 'noopener,noreferrer');
    open.mockClear();
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    document.querySelector('button')!.click();
    expect(open).not.toHaveBeenCalled();
  });

  it('is followed after hydration too, once the early clicks have been handed over', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    runGate();
    replayEarlyClicks();
    document.body.innerHTML = card;
    document.querySelector('h3')!.click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://example.com/site', '_blank', 'noopener,noreferrer');
  });

  it('does nothing on a card without a link', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    runGate();
    document.body.innerHTML = '<article><h3>Title</h3></article>';
    document.querySelector('h3')!.click();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('primaryFamily', () => {
  it('takes the first family of a font-family list', () => {
    expect(primaryFamily("'__Inter_abc', '__Inter_Fallback_abc'")).toBe("'__Inter_abc'");
  });
});
