import { GATE, HERO, NAVBAR, PALETTE, PIE, REVEAL } from './constants';
import { designTokensCss } from './design-tokens';
import { personJsonLd } from './structured-data';

describe('designTokensCss', () => {
  it('hands the constants to the stylesheets as custom properties', () => {
    const css = designTokensCss();
    expect(css.startsWith(':root{')).toBe(true);
    for (const token of [
      `--navbar-fade:${NAVBAR.fadeMs}ms`,
      `--dropdown-duration:${NAVBAR.dropdownAnimationMs}ms`,
      `--word-duration:${HERO.wordDurationMs}ms`,
      `--reveal-duration:${REVEAL.durationMs}ms`,
      `--reveal-slide:${REVEAL.slidePx}px`,
      `--motion-fallback-delay:${GATE.motionFallbackMs}ms`,
      `--pie-max-width:${PIE.maxWidthPx}px`,
      `--legend-dot:${PIE.legendDotPx}px`,
      `--pink:${PALETTE.pink}`,
      `--light-grey:${PALETTE.lightGrey}`,
    ]) {
      expect(css).toContain(token);
    }
  });
});

describe('personJsonLd', () => {
  it('cannot close its script element, whatever the owner writes', () => {
    const json = personJsonLd(new URL('https://example.com/</script><script>alert(1)</script>'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ '@type': 'Person' });
  });
});
