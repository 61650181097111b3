import { chooseTheme, currentThemeChoice, shownTheme, subscribeTheme, THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './theme-choice';
import { THEME_COLOR_METAS } from './theme-css';
import { releaseBeforePaint, runBeforePaint } from '@/tests/helpers/before-paint';

const root = document.documentElement;

/** The before-paint script, run as <head> runs it; its gate and early clicks are components/first-paint's tests'. */
function runThemeScript(): void {
  window.scrollTo = jest.fn();
  Object.defineProperty(performance, 'mark', { configurable: true, value: jest.fn() });
  runBeforePaint();
}

afterEach(releaseBeforePaint);

/** The <head> as the build writes it: one theme-color meta per scheme. */
function writeHead(): void {
  document.head.innerHTML = THEME_COLOR_METAS.map(({ media, color }) => `<meta name="theme-color" media="${media}" content="${color}">`).join('');
}

/** The colour the browser takes: the first theme-color meta whose media matches. */
function browserColor(systemDark: boolean): string {
  const metas = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  const applies = (meta: HTMLMetaElement) => !meta.hasAttribute('media') || meta.getAttribute('media')!.includes(systemDark ? 'dark' : 'light');
  return metas.find(applies)!.content;
}

let systemDark: boolean;
let mediaListeners: Array<() => void>;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(THEME_ATTRIBUTE);
  writeHead();
  systemDark = false;
  mediaListeners = [];
  window.matchMedia = jest.fn(() => ({
    get matches() {
      return systemDark;
    },
    addEventListener: (_type: string, listener: () => void) => mediaListeners.push(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.splice(mediaListeners.indexOf(listener), 1),
  })) as unknown as typeof window.matchMedia;
});

const [light, dark] = THEME_COLOR_METAS.map((meta) => meta.color) as [string, string];

describe('the stored choice, as the before-paint script applies it', () => {
  it.each([
    ['light', 'light', light, light],
    ['dark', 'dark', dark, dark],
    ['system', 'system', light, dark],
    [null, 'system', light, dark],
    ['purple', 'system', light, dark],
    ['', 'system', light, dark],
    ['Dark', 'system', light, dark],
  ])('stored %j: <html> says %s, the browser colour is %s on a light system and %s on a dark one', (stored, choice, onLight, onDark) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    runThemeScript();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe(choice);
    expect([browserColor(false), browserColor(true)]).toEqual([onLight, onDark]);
  });

  it('leaves, on a reload, the very DOM the menu left: one function applies a choice in both', () => {
    for (const choice of ['light', 'dark', 'system'] as const) {
      writeHead();
      chooseTheme(choice);
      const chosen = [root.getAttribute(THEME_ATTRIBUTE), document.head.innerHTML];
      writeHead();
      root.removeAttribute(THEME_ATTRIBUTE);
      runThemeScript();
      expect([root.getAttribute(THEME_ATTRIBUTE), document.head.innerHTML]).toEqual(chosen);
    }
  });

  it('is "system", without an error, where storage throws (a privacy mode)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runThemeScript).not.toThrow();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('system');
  });
});

describe('choosing a theme', () => {
  it('puts it on <html>, stores it, and moves the browser colour; "system" gives each scheme its own back', () => {
    chooseTheme('dark');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect([browserColor(false), browserColor(true)]).toEqual([dark, dark]);
    chooseTheme('light');
    expect([browserColor(false), browserColor(true)]).toEqual([light, light]);
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(3);
    chooseTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect([browserColor(false), browserColor(true)]).toEqual([light, dark]);
    expect(document.querySelectorAll('meta[name="theme-color"]')).toHaveLength(2);
  });

  it('still applies for the visit where storage throws', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => chooseTheme('dark')).not.toThrow();
    expect(currentThemeChoice()).toBe('dark');
  });
});

describe('the theme on screen', () => {
  it('is the choice, or with "system" (or none yet) the system\'s', () => {
    expect([currentThemeChoice(), shownTheme()]).toEqual(['system', 'light']);
    systemDark = true;
    expect(shownTheme()).toBe('dark');
    chooseTheme('light');
    expect(shownTheme()).toBe('light');
    chooseTheme('dark');
    systemDark = false;
    expect(shownTheme()).toBe('dark');
  });

  it('tells subscribers when the choice or the system changes, until they leave', async () => {
    const changed = jest.fn();
    const leave = subscribeTheme(changed);
    chooseTheme('dark');
    await Promise.resolve(); // a MutationObserver reports in a microtask
    expect(changed).toHaveBeenCalledTimes(1);
    mediaListeners.forEach((listener) => listener());
    expect(changed).toHaveBeenCalledTimes(2);
    leave();
    chooseTheme('light');
    await Promise.resolve();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(mediaListeners).toHaveLength(0);
  });

  it('reads anything but a choice on <html> as "system"', () => {
    expect(currentThemeChoice()).toBe('system');
    root.setAttribute(THEME_ATTRIBUTE, 'purple');
    expect(currentThemeChoice()).toBe('system');
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    expect(currentThemeChoice()).toBe('dark');
  });
});
