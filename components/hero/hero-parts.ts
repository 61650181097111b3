/**
 * The data attributes that name the hero's animated parts, and so what starts hidden until its
 * entrance: hero.tsx and hero-tags.tsx set them, hero-entrance-css.ts starts the words and the
 * tags' pulse hidden and brings them in as the gate opens, hero-motion.tsx drifts the tags, and
 * the e2e tests find all three by them.
 */
export const HERO_PARTS = {
  /** Each word of the headline: hidden until its turn in the word-by-word entrance. */
  word: 'data-hero-word',
  /** Each tag's place: what the pointer drift moves. */
  tag: 'data-hero-tag',
  /** Each tag's chip, inside its place: hidden between pulses. */
  tagPulse: 'data-hero-tag-pulse',
} as const;

type Part = keyof typeof HERO_PARTS;

/** Each part as a CSS selector, `[data-hero-word]` and so on. */
export const HERO_SELECTORS = {
  word: `[${HERO_PARTS.word}]`,
  tag: `[${HERO_PARTS.tag}]`,
  tagPulse: `[${HERO_PARTS.tagPulse}]`,
} as const satisfies Record<Part, string>;

/** The attribute that marks an element as the part, to spread onto it: `<span {...heroPart('word')}>`. */
export const heroPart = <P extends Part>(part: P) => ({ [HERO_PARTS[part]]: '' }) as Record<(typeof HERO_PARTS)[P], ''>;
