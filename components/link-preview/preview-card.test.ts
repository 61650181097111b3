import { profile } from '@/lib/profile';
import { contrast } from '@/tests/helpers/contrast';
import { CARD_COLORS, chipColors } from './preview-card';

// The card is an image: no checker reads its text, so its contrast (WCAG 2.2 AA, 4.5:1) is held here.
describe('the link preview card', () => {
  it.each([
    ['name and headline', CARD_COLORS.ink],
    ['job title', CARD_COLORS.jobTitle],
    ["site's address", CARD_COLORS.muted],
  ])('draws the %s at 4.5:1 or better on its background', (_text, color) => {
    expect(contrast(color, CARD_COLORS.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(profile.hero.tags.map((tag, index) => [tag, index]))('draws the "%s" chip at 4.5:1 or better', (_tag, index) => {
    const { background, color } = chipColors(index);
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the light theme's colours whatever the visitor's theme: the image is the same for every scraper", () => {
    expect(CARD_COLORS).toEqual({ background: '#faf7f2', ink: '#1b1b1f', muted: '#52525b', jobTitle: '#2e6b4e' });
    expect(profile.hero.tags.map((_tag, index) => chipColors(index).color)).toEqual(['#1b1b1f', '#1b1b1f', '#1b1b1f', '#ffffff', '#1b1b1f'].slice(0, profile.hero.tags.length));
  });
});
