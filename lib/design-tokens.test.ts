import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EASE_OUT, NAVBAR, PIE, REVEAL } from './constants';
import { designTokensCss } from './design-tokens';

describe('designTokensCss', () => {
  it('hands the constants to the stylesheets as custom properties', () => {
    const css = designTokensCss();
    expect(css.startsWith(':root{')).toBe(true);
    for (const token of [
      `--ease-out:cubic-bezier(${EASE_OUT.join(', ')})`,
      `--pie-max-width:${PIE.maxWidthPx}px`,
      `--reveal-duration:${REVEAL.durationMs}ms`,
      `--reveal-slide:${REVEAL.slidePx}px`,
      `--navbar-fade:${NAVBAR.fadeMs}ms`,
      `--menu-duration:${NAVBAR.dropdownAnimationMs}ms`,
    ]) {
      expect(css).toContain(token);
    }
  });

  it('defines only tokens some stylesheet or component reads', () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return sources(file);
        return /\.(css|tsx?)$/.test(entry.name) && !entry.name.includes('.test.') ? [readFileSync(file, 'utf8')] : [];
      });
    const text = ['app', 'components', 'styles'].flatMap((dir) => sources(path.join(process.cwd(), dir))).join('\n');
    const names = [...designTokensCss().matchAll(/(--[a-z-]+):/g)].map((match) => match[1]!);
    expect(names.filter((name) => !text.includes(`var(${name})`))).toEqual([]);
  });
});
