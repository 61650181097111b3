import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { THEME_COLORS } from '@/components/theme/tokens';
import { profile } from '@/tests/fixtures/profile';
import { contrast } from '@/tests/helpers/contrast';
import { CARD_COLORS, chipColors, PreviewCard } from './preview-card';

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

  it("draws only the light theme's colours whatever the visitor's theme: the image is the same for every scraper", () => {
    const markup = renderToStaticMarkup(
      createElement(PreviewCard, { name: profile.name, jobTitle: profile.jobTitle, headline: profile.hero.headline, tags: profile.hero.tags, host: 'example.com', icon: '<svg/>' }),
    );
    const drawn = new Set(markup.match(/#[0-9a-f]{6}\b/gi));
    expect(drawn).toContain(THEME_COLORS.light.ink);
    expect(drawn).toContain(THEME_COLORS.light.pageBg);
    expect([...drawn].filter((color) => !Object.values(THEME_COLORS.light).includes(color))).toEqual([]);
  });
});
