import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DARK_QUERY, THEME_ATTRIBUTE, THEME_CHOICES } from './theme-choice';
import { THEME_COLOR_METAS, themeCss } from './theme-css';
import { THEME_COLORS, tokenProperty, type ColorToken, type Theme } from './tokens';

/** Each rule of the theme's CSS: its selector (with the media query it sits in) and its declarations. */
function rules(css: string): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const [, media, selector, body] of css.matchAll(/(?:@media ([^{]+)\{)?([^{}@]+)\{([^{}]*)\}\}?/g)) {
    const key = media ? `@media ${media} ${selector}` : selector!;
    found[key] = Object.fromEntries(body!.split(';').map((declaration) => declaration.split(':') as [string, string]));
  }
  return found;
}

const declarationsOf = (theme: Theme) => ({
  ...Object.fromEntries(Object.entries(THEME_COLORS[theme]).map(([token, value]) => [tokenProperty(token as ColorToken), value])),
  'color-scheme': theme,
});

describe('the themes in CSS', () => {
  it('are light by default, dark where the system prefers it and light was not chosen, dark where dark was chosen, and light on paper', () => {
    expect(rules(themeCss())).toEqual({
      ':root': declarationsOf('light'),
      [`@media ${DARK_QUERY} :root:not([${THEME_ATTRIBUTE}=light])`]: declarationsOf('dark'),
      [`:root[${THEME_ATTRIBUTE}=dark]`]: declarationsOf('dark'),
      // More specific than the dark rules, whatever the attribute says.
      '@media print :root:root:root': declarationsOf('light'),
    });
  });

  it("give the browser one colour per scheme, each the page's background", () => {
    expect(THEME_COLOR_METAS).toEqual([
      { media: '(prefers-color-scheme: light)', color: THEME_COLORS.light.pageBg },
      { media: '(prefers-color-scheme: dark)', color: THEME_COLORS.dark.pageBg },
    ]);
  });

  it("show the control's icon for each choice from the attribute on <html>, and no control without one", () => {
    const css = readFileSync(path.join(__dirname, 'theme-control.module.css'), 'utf8');
    expect(css).toContain(`:global(html:not([${THEME_ATTRIBUTE}])) .control`);
    for (const choice of THEME_CHOICES) expect(css).toContain(`:global(html[${THEME_ATTRIBUTE}='${choice}']) .${choice}`);
  });
});
