import { contrast } from '@/tests/helpers/contrast';
import { HERO_TAGS, PALETTE } from './constants';

/**
 * The hero's tag chips draw their words with CSS (axe does not see generated text), so their
 * contrast at full opacity is checked here: WCAG 2.2 AA asks 4.5:1 for text this size.
 */
const INK = '#1b1b1f'; // --ink in styles/globals.css
const WHITE = '#ffffff';

it.each(HERO_TAGS.colors.map((color) => [color]))('the %s tag chip reads at 4.5:1 or better', (color) => {
  const text = color === 'darkGreen' ? WHITE : INK; // as hero.module.css sets it
  expect(contrast(PALETTE[color], text)).toBeGreaterThanOrEqual(4.5);
});
