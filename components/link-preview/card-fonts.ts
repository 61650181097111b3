import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** satori cannot read woff2 or variable fonts; each subset is its own family as satori keeps one face per name and weight. */
export const SANS = 'Inter, Inter Ext';
export const SERIF = 'Fraunces, Fraunces Ext';

const FACES = [
  ['Inter', 'inter', 600],
  ['Inter', 'inter', 700],
  ['Fraunces', 'fraunces', 400],
] as const;
const SUBSETS = [
  ['', 'latin'],
  [' Ext', 'latin-ext'],
] as const;

export async function cardFonts() {
  const faces = SUBSETS.flatMap(([suffix, subset]) =>
    FACES.map(([family, pkg, weight]) => ({ name: `${family}${suffix}`, weight, file: `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff` })),
  );
  return Promise.all(
    faces.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(path.join(process.cwd(), 'node_modules', file)),
    })),
  );
}
