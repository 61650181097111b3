import { GATE, HERO, NAVBAR, PALETTE, PIE, REVEAL } from './constants';

/**
 * The constants the stylesheets need, as CSS custom properties on :root, so a timing or a colour
 * is written once (in constants.ts) and the CSS cannot drift from it.
 */
export function designTokensCss(): string {
  const tokens: Record<string, string> = {
    '--navbar-fade': `${NAVBAR.fadeMs}ms`,
    '--dropdown-duration': `${NAVBAR.dropdownAnimationMs}ms`,
    '--word-duration': `${HERO.wordDurationMs}ms`,
    '--reveal-duration': `${REVEAL.durationMs}ms`,
    '--motion-fallback-delay': `${GATE.motionFallbackMs}ms`,
    '--reveal-slide': `${REVEAL.slidePx}px`,
    '--pie-max-width': `${PIE.maxWidthPx}px`,
    '--legend-dot': `${PIE.legendDotPx}px`,
    '--pink': PALETTE.pink,
    '--lavender': PALETTE.lavender,
    '--light-green': PALETTE.lightGreen,
    '--dark-green': PALETTE.darkGreen,
    '--orange': PALETTE.orange,
    '--light-grey': PALETTE.lightGrey,
  };
  const body = Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
