import { GATE, PALETTE, PIE, REVEAL } from './constants';

/**
 * The constants the CSS Modules need, as CSS custom properties on :root, so a timing, a size or a
 * colour is written once (in constants.ts) and the CSS cannot drift from it.
 */
export function designTokensCss(): string {
  const tokens: Record<string, string> = {
    '--motion-fallback-delay': `${GATE.motionFallbackMs}ms`,
    '--reveal-duration': `${REVEAL.durationMs}ms`,
    '--reveal-slide': `${REVEAL.slidePx}px`,
    '--pie-max-width': `${PIE.maxWidthPx}px`,
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
