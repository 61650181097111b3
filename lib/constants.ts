/** Every number behaviour is set by: the tests and the CSS (design-tokens.ts) read them here, so that a value changes here alone. */

/** Media queries cannot read custom properties, so CSS repeats these; `constants.breakpoints.test.ts` keeps them in step. */
export const BREAKPOINTS_PX = { sm: 640, md: 768, lg: 1024 } as const;

export const NAVBAR = {
  hideThresholdPx: 30,
  fadeMs: 1200,
  dropdownAutoCloseMs: 5000,
  dropdownAnimationMs: 250,
} as const;

type Spring = { stiffness: number; damping: number; mass: number };

export const HERO = {
  opacityRangePx: 200,
  offsetRangePx: 1000,
  offsetMaxPercent: 20,
  offsetSpring: { stiffness: 40, damping: 30, mass: 1 } satisfies Spring,
  opacitySpring: { stiffness: 60, damping: 35, mass: 1 } satisfies Spring,
  wordDelayMs: 200,
  wordDurationMs: 500,
} as const;

/** The spec's palette, by name; its colours, in both themes: components/theme/tokens.ts. */
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
  driftMaxPx: 20,
} as const;

/** The site's one ease-out curve (a cubic Bézier): the reveals and the hero tags' drift. */
export const EASE_OUT = [0.22, 1, 0.36, 1] as const;

export const REVEAL = {
  threshold: 0.2,
  slidePx: 40,
  durationMs: 1000,
} as const;

export const WORK = {
  firstRoleId: 1,
} as const;

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
  beyondPalette: 'lightGrey',
  legendGroupSize: 3,
  legendBreakpoint: 'sm',
  legendDotPx: 12,
  hoverOffsetPx: 6,
  fadedOpacity: 0.35,
} as const;

export const MARKDOWN = {
  allowedProtocols: ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'],
} as const;

export const GATE = {
  /** The spinner gives up after this, rather than trap a visitor behind a slow font. */
  giveUpMs: 5000,
  /** Animated content shows by itself after this if no island took it over. */
  motionFallbackMs: 8000,
} as const;

export const LIVE_REFRESH = {
  idleFallbackMs: 2000,
  timeoutMs: 10_000,
} as const;
