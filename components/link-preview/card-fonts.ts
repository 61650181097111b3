import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The page's own fonts are woff2 (Inter only as a variable font), which satori cannot read: the
 * cards use the same families' static .woff files. Each subset is a family of its own, because
 * satori keeps one face per name and weight; the CSS family lists below put Latin first.
 */
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

/** The fonts for ImageResponse, read from node_modules at build time. */
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
