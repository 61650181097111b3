import localFont from 'next/font/local';

// The family names come from these variable names, so they are the fonts' own names.
// The weights the page uses, 400 to 700: the post-build drops the rest of the variable font's axis
// (scripts/postbuild/subset-fonts.ts), so a lighter or heavier Inter needs its range here first.
// Not preloaded: the post-build writes both into each page's inline style (inline-fonts.ts), and a
// preload, or the hint React adds again from the payload as it hydrates, would fetch them a second time.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  preload: false,
});

export const fraunces = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-300-normal.woff2',
  weight: '300',
  style: 'normal',
  display: 'swap',
  variable: '--font-serif',
  preload: false,
  adjustFontFallback: 'Times New Roman',
});
