import type { Theme } from './tokens';

/** Held by one attribute on <html>, which the stylesheet switches on; "system", or none, leaves it to the system. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_ATTRIBUTE = 'data-theme';
export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const THEME_COLOR_META = 'meta[name="theme-color"]';

/** Anything else (an old value, a hand edit, nothing) is "system". */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** theme-color follows a chosen theme: a copy of its meta without the media query goes first, and the first that applies is used. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.setAttribute(THEME_ATTRIBUTE, choice);
  document.querySelector(`${THEME_COLOR_META}:not([media])`)?.remove();
  const own = choice === 'system' ? null : document.querySelector(`${THEME_COLOR_META}[media*="${choice}"]`);
  if (!own) return;
  const chosen = own.cloneNode() as HTMLMetaElement;
  chosen.removeAttribute('media');
  document.querySelector(THEME_COLOR_META)!.before(chosen);
}

export function chooseTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a privacy mode): the choice holds for this visit only.
  }
}

export function currentThemeChoice(): ThemeChoice {
  return parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));
}

export function shownTheme(): Theme {
  const choice = currentThemeChoice();
  if (choice !== 'system') return choice;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function subscribeTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [THEME_ATTRIBUTE] });
  const query = window.matchMedia?.(DARK_QUERY);
  query?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query?.removeEventListener('change', onChange);
  };
}
