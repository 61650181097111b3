// Shared by the markup, the entrance CSS, the drift and the e2e tests.
export const HERO_PARTS = {
  word: 'data-hero-word',
  tag: 'data-hero-tag',
  tagPulse: 'data-hero-tag-pulse',
} as const;

/**
 * On the hero's content while it is out of sight (faded out by the scroll, or scrolled by its height):
 * its tags' pulses pause there, the CSS ones by this attribute, the Web Animations that take them over
 * (tag-pulses.ts) by script as it is set: nobody sees them there, and running they keep the compositor
 * drawing a frame at every vsync.
 */
export const HERO_HIDDEN_ATTRIBUTE = 'data-hero-hidden';

/** The tags' pulse: the CSS animation's keyframes, and the id of the Web Animation that takes it over (tag-pulses.ts). */
export const PULSE_ANIMATION = 'hero-tag-pulse';

type Part = keyof typeof HERO_PARTS;

export const HERO_SELECTORS = {
  word: `[${HERO_PARTS.word}]`,
  tag: `[${HERO_PARTS.tag}]`,
  tagPulse: `[${HERO_PARTS.tagPulse}]`,
} as const satisfies Record<Part, string>;

export const heroPart = <P extends Part>(part: P) => ({ [HERO_PARTS[part]]: '' }) as Record<(typeof HERO_PARTS)[P], ''>;
