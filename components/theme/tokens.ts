import type { PaletteColor } from '@/lib/constants';

/** The dark theme lifts only dark green, which would all but vanish on a dark card; tokens.test.ts holds both to WCAG AA. */
type ThemeColors = Record<PaletteColor | 'lightGrey', string> & {
  pageBg: string;
  surface: string;
  ink: string;
  inkMuted: string;
  line: string;
  /** The role card, dark in both themes (the spec's "role card (dark)"). */
  cardDark: string;
  cardDarkInk: string;
  cardDarkMuted: string;
  focus: string;
  paletteInk: string;
  /** Text on dark green, the one palette colour that is dark in the light theme. */
  darkGreenInk: string;
  shadow: string;
};

export type ColorToken = keyof ThemeColors;
export type Theme = 'light' | 'dark';

/** The light theme's text; in both themes, the text on the palette's pale colours and on the dark theme's lifted green. */
const INK = '#1b1b1f';

const LIGHT: ThemeColors = {
  pageBg: '#faf7f2',
  surface: '#ffffff',
  ink: INK,
  inkMuted: '#52525b',
  line: '#e4e0d8',
  cardDark: '#17171c',
  cardDarkInk: '#f4f4f5',
  cardDarkMuted: '#b4b4bd',
  focus: '#5b3fd6',
  pink: '#f4a7c3',
  lavender: '#c6b5f0',
  lightGreen: '#b9e4b4',
  darkGreen: '#2e6b4e',
  orange: '#f6a55e',
  lightGrey: '#d4d4d4',
  paletteInk: INK,
  darkGreenInk: '#ffffff',
  shadow: '#0000001f',
};

const DARK: ThemeColors = {
  ...LIGHT,
  pageBg: '#121216',
  surface: '#1b1b21',
  ink: '#ececf1',
  inkMuted: '#a6a6b2',
  line: '#2e2e37',
  cardDark: '#26262e',
  focus: '#a48bff',
  darkGreen: '#4f9a73',
  darkGreenInk: INK,
  shadow: '#00000080',
};

export const THEME_COLORS: Record<Theme, Readonly<ThemeColors>> = { light: LIGHT, dark: DARK };

/** `inkMuted` → `--ink-muted`. */
export const tokenProperty = (token: ColorToken): string => `--${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

export const tokenVar = (token: ColorToken): string => `var(${tokenProperty(token)})`;
