import { DARK_QUERY, THEME_ATTRIBUTE } from './theme-choice';
import { THEME_COLORS, tokenProperty, type ColorToken, type Theme } from './tokens';

function declarations(theme: Theme): string {
  const colors = Object.entries(THEME_COLORS[theme]).map(([token, value]) => `${tokenProperty(token as ColorToken)}:${value}`);
  // color-scheme brings the scrollbars, the form controls and the canvas along.
  return [...colors, `color-scheme:${theme}`].join(';');
}

/** With no choice (and without JavaScript) the system decides, in CSS alone, following its changes live. */
export function themeCss(): string {
  const dark = declarations('dark');
  return [
    `:root{${declarations('light')}}`,
    `@media ${DARK_QUERY}{:root:not([${THEME_ATTRIBUTE}=light]){${dark}}}`,
    `:root[${THEME_ATTRIBUTE}=dark]{${dark}}`,
    // Paper is white whatever the theme: printed, the light tokens win over both rules above.
    `@media print{:root:root:root{${declarations('light')}}}`,
  ].join('');
}

export const THEME_COLOR_METAS = (['light', 'dark'] as const).map((theme) => ({
  media: `(prefers-color-scheme: ${theme})`,
  color: THEME_COLORS[theme].pageBg,
}));
