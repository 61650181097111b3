import type { Theme } from './tokens';

/**
 * The visitor's choice of theme. One attribute on <html> holds it, and the stylesheet switches on
 * it (theme-css.ts); "system", or no attribute at all (no JavaScript), leaves it to
 * prefers-color-scheme. The gate script sets it from storage before the first paint
 * (THEME_SCRIPT below); the navbar's menu changes it.
 */
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

/**
 * The same steps as applyTheme, as source text for the gate's inline script: the stored choice on
 * <html> before anything paints. Storage that throws (a privacy mode) is no choice.
 */
export const THEME_SCRIPT = `var theme;try{theme=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});}catch(e){}
if(theme!=='light'&&theme!=='dark')theme='system';
d.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},theme);
var own=theme!=='system'&&document.querySelector(${JSON.stringify(THEME_COLOR_META)}+'[media*="'+theme+'"]');
if(own){var chosen=own.cloneNode();chosen.removeAttribute('media');own.parentNode.insertBefore(chosen,document.querySelector(${JSON.stringify(THEME_COLOR_META)}));}`;

/**
 * The browser's colour (theme-color) follows a chosen theme too: a copy of that scheme's meta
 * without its media query goes first, and the first meta that applies is the one used.
 */
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

/** What the attribute says; before the gate script ran (the server, a test), "system". */
export function currentThemeChoice(): ThemeChoice {
  return parseThemeChoice(document.documentElement.getAttribute(THEME_ATTRIBUTE));
}

/** The theme on screen: the choice, or the system's when the choice is "system". */
export function shownTheme(): Theme {
  const choice = currentThemeChoice();
  if (choice !== 'system') return choice;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** Calls back when the choice or the system's scheme changes. */
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
