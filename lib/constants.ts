/**
 * Every number the page's behaviour is set by (timings, thresholds, sizes, the palette), in one
 * place. Components and tests both read from here: the islands' motion and emotion styles
 * directly, the CSS Modules through the custom properties `lib/design-tokens.ts` makes of the few
 * they need (the palette, the chart's size, the motion fallback). Since the tests compute what
 * they expect from here, `constants.spec-values.test.ts` states each required value literally.
 */

/**
 * A media query cannot read a custom property, so the stylesheets write these as px literals:
 * `constants.breakpoints.test.ts` fails on any @media width in any .css file that is not one of
 * them. Styles written in TypeScript build their queries from these directly.
 */
export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 1024 } as const;

export const NAVBAR = {
  /** The bar shows while vertical scroll is under this. */
  hideThresholdPx: 30,
  fadeMs: 1200,
  dropdownAutoCloseMs: 5000,
  dropdownAnimationMs: 250,
} as const;

type Spring = { stiffness: number; damping: number; mass: number };

export const HERO = {
  /** Opacity goes 1 → 0 over this much scroll. */
  opacityRangePx: 200,
  /** Vertical offset goes 0% → offsetMaxPercent over this much scroll. */
  offsetRangePx: 1000,
  offsetMaxPercent: 20,
  offsetSpring: { stiffness: 40, damping: 30, mass: 1 } satisfies Spring,
  opacitySpring: { stiffness: 60, damping: 35, mass: 1 } satisfies Spring,
  /** The headline appears word by word, this far apart. */
  wordDelayMs: 200,
  wordDurationMs: 500,
} as const;

export type PaletteColor = 'pink' | 'lavender' | 'lightGreen' | 'darkGreen' | 'orange';

export const HERO_TAGS = {
  /** In the order of the tags: Blending, technical, skills, with, leadership. */
  colors: ['pink', 'lavender', 'lightGreen', 'darkGreen', 'orange'] as const satisfies readonly PaletteColor[],
  staggerBaseMs: 1000,
  staggerStepMs: 400,
  pulseMs: 4000,
  repeatDelayMs: 3000,
  pulseScale: [0.2, 1.2, 1, 0.2],
  pulseOpacity: [0, 1, 0],
  /** Tags drift with the pointer by up to this much. */
  driftMaxPx: 20,
} as const;

export const REVEAL = {
  /** Share of the element that must be visible before it reveals, once. */
  threshold: 0.2,
  slidePx: 40,
  durationMs: 1000,
} as const;

export const WORK = {
  /** The carousel starts at this role id, or at the first role when none has it. */
  firstRoleId: 1,
} as const;

/** How a new role comes in (chosen here, not required: a short slide from the side it came from). */
export const CAROUSEL = {
  slideMs: 350,
  slideOffsetPx: 24,
} as const;

export const PIE = {
  maxResponsibilities: 5,
  /** nivo's innerRadius is a share of the radius: 30 means 0.3. */
  innerRadiusPercent: 30,
  maxWidthPx: 300,
  palette: ['pink', 'lavender', 'orange', 'lightGreen', 'darkGreen'] as const satisfies readonly PaletteColor[],
  /** Legend items beyond the palette (and so beyond the chart). */
  beyondPalette: 'lightGrey',
  legendGroupSize: 3,
  /** From this breakpoint up the legend's groups stand side by side; below it, one column. */
  legendBreakpoint: 'sm',
  legendDotPx: 12,
  /** How much a hovered slice grows, and how faint the others become. */
  hoverOffsetPx: 6,
  fadedOpacity: 0.35,
} as const;

export const MARKDOWN = {
  allowedProtocols: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
} as const;

export const GATE = {
  /** The spinner gives up after this, rather than trap a visitor behind a slow font. */
  giveUpMs: 5000,
  /** What the islands animate in shows by itself after this if no island took it over. */
  motionFallbackMs: 8000,
} as const;

export const LIVE_REFRESH = {
  /** After the page is idle; the fallback where requestIdleCallback is missing. */
  idleFallbackMs: 2000,
  timeoutMs: 10_000,
} as const;

/** The palette, shared by the stylesheets (as custom properties) and the chart. */
export const PALETTE = {
  pink: '#f4a7c3',
  lavender: '#c6b5f0',
  lightGreen: '#b9e4b4',
  darkGreen: '#2e6b4e',
  orange: '#f6a55e',
  lightGrey: '#d4d4d4',
} as const;
