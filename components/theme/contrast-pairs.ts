import type { ColorToken } from './tokens';

/** WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text and for the parts of the interface (a focus ring, an icon). */
export const MIN_CONTRAST = { text: 4.5, large: 3, ui: 3 } as const;

type ContrastPair = { ink: ColorToken; on: ColorToken; kind: keyof typeof MIN_CONTRAST; where: string };

const pair = (ink: ColorToken, on: ColorToken, kind: ContrastPair['kind'], where: string): ContrastPair => ({ ink, on, kind, where });

/** What the stylesheets draw on what: tokens.test.ts computes each pair's contrast in both themes from the tokens. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  pair('ink', 'pageBg', 'text', 'the page, the hero, the project cards, the 404 page'),
  pair('ink', 'surface', 'text', 'the blocks and the open menu'),
  pair('inkMuted', 'pageBg', 'text', "the hero's subtext, a card's description, the 404 page's text"),
  pair('inkMuted', 'surface', 'text', "the blocks' labels, the carousel's arrows"),
  pair('ink', 'line', 'text', 'a hovered navbar link, an open menu button'),
  pair('pageBg', 'ink', 'text', 'a hovered card link, the 404 page\'s hovered link'),
  pair('cardDarkInk', 'cardDark', 'text', "the role card's company, title and legend"),
  pair('cardDarkMuted', 'cardDark', 'text', "the role card's timeframe and description"),
  pair('cardDark', 'cardDarkInk', 'text', "the chart's tooltip"),
  ...(['pink', 'lavender', 'lightGreen', 'orange'] as const).map((chip) => pair('paletteInk', chip, 'text', 'the tag chips and the badge')),
  pair('darkGreenInk', 'darkGreen', 'text', 'the dark green tag chip'),
  pair('focus', 'pageBg', 'ui', 'the focus ring on the page'),
  pair('focus', 'surface', 'ui', 'the focus ring in a block and in the menu'),
];
