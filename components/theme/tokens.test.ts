import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HERO_TAGS } from '@/lib/constants';
import { contrast } from '@/tests/helpers/contrast';
import { CONTRAST_PAIRS, MIN_CONTRAST } from './contrast-pairs';
import { THEME_COLORS, tokenProperty, type ColorToken, type Theme } from './tokens';

const THEMES = Object.keys(THEME_COLORS) as Theme[];
const cases = THEMES.flatMap((theme) => CONTRAST_PAIRS.map((pair) => ({ theme, ...pair, ratio: contrast(THEME_COLORS[theme][pair.ink], THEME_COLORS[theme][pair.on]) })));

describe('both themes at WCAG 2.2 AA', () => {
  it.each(cases.map((entry) => [`${entry.theme}: ${entry.ink} on ${entry.on} (${entry.where}), ${entry.ratio.toFixed(2)}:1`, entry] as const))(
    '%s',
    (_name, { ratio, kind }) => {
      expect(ratio).toBeGreaterThanOrEqual(MIN_CONTRAST[kind]);
    },
  );

  it('checks the text of every hero tag chip (drawn by CSS, so axe never sees it)', () => {
    const chipsChecked = CONTRAST_PAIRS.filter((pair) => pair.kind === 'text').map((pair) => pair.on);
    expect(HERO_TAGS.colors.filter((color) => !chipsChecked.includes(color))).toEqual([]);
  });
});

const sources = (dir: string, pattern: RegExp): Array<{ file: string; text: string }> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file, pattern);
    return pattern.test(entry.name) && !entry.name.includes('.test.') ? [{ file, text: readFileSync(file, 'utf8') }] : [];
  });
const site = (pattern: RegExp) => ['app', 'components', 'styles'].flatMap((dir) => sources(path.join(process.cwd(), dir), pattern));

describe('the tokens', () => {
  it('are the same set in both themes, each a #rrggbb colour (the shadow with its alpha)', () => {
    expect(Object.keys(THEME_COLORS.dark).sort()).toEqual(Object.keys(THEME_COLORS.light).sort());
    for (const theme of THEMES) {
      for (const [token, value] of Object.entries(THEME_COLORS[theme])) {
        expect([token, value]).toEqual([token, expect.stringMatching(token === 'shadow' ? /^#[0-9a-f]{8}$/ : /^#[0-9a-f]{6}$/)]);
      }
    }
  });

  it('are each read by some stylesheet or island (the palette, which the chips and the chart pick by name, aside)', () => {
    const text = site(/\.(css|tsx?)$/)
      .map((source) => source.text)
      .join('\n');
    const palette: ColorToken[] = [...HERO_TAGS.colors, 'lightGrey'];
    const unread = (Object.keys(THEME_COLORS.light) as ColorToken[]).filter(
      (token) => !palette.includes(token) && !text.includes(`var(${tokenProperty(token)})`) && !text.includes(`tokenVar('${token}')`),
    );
    expect(unread).toEqual([]);
  });

  it('name every text colour a stylesheet sets on a background of the same rule as a checked pair', () => {
    const checked = new Set(CONTRAST_PAIRS.map((pair) => `${tokenProperty(pair.ink)} on ${tokenProperty(pair.on)}`));
    const set = site(/\.css$/).flatMap(({ file, text }) =>
      [...text.matchAll(/\{([^{}]*)\}/g)].flatMap(([, body]) => {
        const ink = /(?:^|[;\s])color:\s*var\((--[a-z-]+)\)/.exec(body!)?.[1];
        const on = /background(?:-color)?:\s*var\((--[a-z-]+)\)/.exec(body!)?.[1];
        return ink && on ? [{ where: path.relative(process.cwd(), file), pair: `${ink} on ${on}` }] : [];
      }),
    );
    expect(set.length).toBeGreaterThan(5);
    expect(set.filter(({ pair }) => !checked.has(pair))).toEqual([]);
  });
});
