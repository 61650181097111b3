// Shared by the markup, the entrance CSS, the drift and the e2e tests.
export const HERO_PARTS = {
  word: 'data-hero-word',
  tag: 'data-hero-tag',
  tagPulse: 'data-hero-tag-pulse',
} as const;

export const PULSE_ANIMATION = 'hero-tag-pulse';

type Part = keyof typeof HERO_PARTS;

export const HERO_SELECTORS = {
  word: `[${HERO_PARTS.word}]`,
  tag: `[${HERO_PARTS.tag}]`,
  tagPulse: `[${HERO_PARTS.tagPulse}]`,
} as const satisfies Record<Part, string>;

export const heroPart = <P extends Part>(part: P) => ({ [HERO_PARTS[part]]: '' }) as Record<(typeof HERO_PARTS)[P], ''>;
