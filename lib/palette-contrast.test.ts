import { HERO_TAGS, PALETTE } from './constants';

/**
 * The hero's tag chips draw their words with CSS (axe does not see generated text), so their
 * contrast at full opacity is checked here: WCAG 2.2 AA asks 4.5:1 for text this size.
 */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const INK = '#1b1b1f'; // --ink in styles/globals.css
const WHITE = '#ffffff';

it.each(HERO_TAGS.colors.map((color) => [color]))('the %s tag chip reads at 4.5:1 or better', (color) => {
  const text = color === 'darkGreen' ? WHITE : INK; // as hero.module.css sets it
  expect(contrast(PALETTE[color], text)).toBeGreaterThanOrEqual(4.5);
});
