import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// The site's own faces, from the @fontsource packages: react-pdf's font engine reads woff, not woff2.
// Each subset is a family of its own, the second a fallback for the letters the first lacks (ł, ő, ș…),
// so every Latin-script language draws (lib/languages/scripts.ts). Noto Emoji, monochrome, draws emoji.
const face = (pkg: string, subset: string, weight: number) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', `${pkg}-${subset}-${weight}-normal.woff`);
for (const [suffix, subset] of [['', 'latin'], [' Ext', 'latin-ext']] as const) {
  Font.register({ family: `Inter${suffix}`, fonts: [{ src: face('inter', subset, 400) }, { src: face('inter', subset, 600), fontWeight: 600 }] });
  Font.register({ family: `Fraunces${suffix}`, src: face('fraunces', subset, 300), fontWeight: 300 });
}
Font.register({ family: 'Noto Emoji', src: face('noto-emoji', 'emoji', 400) });
// Words are never split with a hyphen: addresses and company names read as written.
Font.registerHyphenationCallback((word) => [word]);

export const SANS = ['Inter', 'Inter Ext', 'Noto Emoji'];
export const SERIF = ['Fraunces', 'Fraunces Ext', ...SANS];

async function coverage(): Promise<(codePoint: number) => boolean> {
  const faces = await Promise.all(
    SANS.map(async (fontFamily) => {
      const source = Font.getFont({ fontFamily });
      await source.load();
      return source.data!;
    }),
  );
  const known = new Map<number, boolean>();
  return (codePoint) => {
    let drawn = known.get(codePoint);
    if (drawn === undefined) {
      drawn = faces.some((font) => font.hasGlyphForCodePoint(codePoint));
      known.set(codePoint, drawn);
    }
    return drawn;
  };
}

// An emoji keycap (#️⃣, 1️⃣) pairs a letter of Inter with Noto Emoji's enclosing box, which would be
// drawn over the next word: it is written as its letter.
const KEYCAP = /([#*0-9])\uFE0F?\u20E3/gu;
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

type Found = { where: string[]; characters: string[] };

function drawnText(text: string, draws: (codePoint: number) => boolean, where: string[], found: Found[]): string {
  const written = text.replace(KEYCAP, '$1');
  const missing: string[] = [];
  const kept = [...written].filter((character) => {
    if (draws(character.codePointAt(0)!) || /\s/u.test(character)) return true;
    if (!IGNORABLE.test(character) && !missing.includes(character)) missing.push(character);
    return false;
  });
  if (missing.length > 0) found.push({ where, characters: missing });
  const drawn = kept.join('');
  return drawn === written ? written : drawn.replace(/ {2,}/g, ' ').trim();
}

function drawnValue<T>(value: T, draws: (codePoint: number) => boolean, where: string[], found: Found[]): T {
  if (typeof value === 'string') return drawnText(value, draws, where, found) as T;
  if (Array.isArray(value)) {
    return value.map((item: unknown) => drawnValue(item, draws, typeof item === 'object' && item !== null && 'id' in item ? [...where, `id=${String(item.id)}`] : where, found)) as T;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, drawnValue(item, draws, [...where, key], found)])) as T;
  }
  return value;
}

/** A character none of the faces has is left out, and a line for the build's log says where. */
export async function drawable<T extends object>(texts: T, locale: string): Promise<{ texts: T; lines: string[] }> {
  const found: Found[] = [];
  const drawn = drawnValue(texts, await coverage(), [], found);
  const lines = found.map(
    ({ where, characters }) =>
      `[resume] ${locale}: ${characters.join(' ')} in ${where.join(' ')}: the PDF's fonts cannot draw ${characters.length > 1 ? 'them' : 'it'}; left out of resume.pdf.`,
  );
  return { texts: drawn, lines };
}
