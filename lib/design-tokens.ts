import { EASE_OUT, NAVBAR, PIE, REVEAL } from './constants';

/** As custom properties on :root, so that the CSS cannot drift from constants.ts. */
export function designTokensCss(): string {
  const tokens: Record<string, string> = {
    '--ease-out': `cubic-bezier(${EASE_OUT.join(', ')})`,
    '--reveal-duration': `${REVEAL.durationMs}ms`,
    '--reveal-slide': `${REVEAL.slidePx}px`,
    '--pie-max-width': `${PIE.maxWidthPx}px`,
    '--navbar-fade': `${NAVBAR.fadeMs}ms`,
    '--menu-duration': `${NAVBAR.dropdownAnimationMs}ms`,
  };
  const body = Object.entries(tokens)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
