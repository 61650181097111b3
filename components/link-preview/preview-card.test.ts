import { readFileSync } from 'node:fs';
import path from 'node:path';
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

  it("uses the page's own tokens from styles/globals.css", () => {
    const css = readFileSync(path.join(__dirname, '..', '..', 'styles', 'globals.css'), 'utf8');
    expect(css).toContain(`--page-bg: ${CARD_COLORS.background};`);
    expect(css).toContain(`--ink: ${CARD_COLORS.ink};`);
    expect(css).toContain(`--ink-muted: ${CARD_COLORS.muted};`);
  });
});
