import type { Theme } from './tokens';

/** Held by one attribute on <html>, which the stylesheet switches on; "system", or none, leaves it to the system. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_ATTRIBUTE = 'data-theme';
export const THEME_STORAGE_KEY = 'theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const THEME_COLOR_META = 'meta[name="theme-color"]';

export type ThemeDom = { attribute: string; colorMeta: string };
const THEME_DOM: ThemeDom = { attribute: THEME_ATTRIBUTE, colorMeta: THEME_COLOR_META };

/** The one writer of the theme, before paint (as source text: self-contained) and from the menu. A chosen
 * theme's theme-color meta goes first without its media query, as the first that applies wins. */
export function applyThemeChoice(value: unknown, dom: ThemeDom): ThemeChoice {
  const choice = value === 'light' || value === 'dark' ? value : 'system';
  const root = document.documentElement;
  root.setAttribute(dom.attribute, choice);
  const copied = document.querySelector(dom.colorMeta + ':not([media])');
  if (copied) copied.remove();
  const own = choice === 'system' ? null : document.querySelector(dom.colorMeta + '[media*="' + choice + '"]');
  if (own && own.parentNode) {
    const chosen = own.cloneNode() as Element;
    chosen.removeAttribute('media');
    own.parentNode.insertBefore(chosen, document.querySelector(dom.colorMeta));
  }
  return choice;
}

export function chooseTheme(choice: ThemeChoice): void {
  applyThemeChoice(choice, THEME_DOM);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a privacy mode): the choice holds for this visit only.
  }
}

export function currentThemeChoice(): ThemeChoice {
  const shown = document.documentElement.getAttribute(THEME_ATTRIBUTE);
  return THEME_CHOICES.find((choice) => choice === shown) ?? 'system';
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
