import localFont from 'next/font/local';

// The family names come from these variable names, so they are the fonts' own names.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  preload: true,
});

export const fraunces = localFont({
  src: '../node_modules/@fontsource/fraunces/files/fraunces-latin-300-normal.woff2',
  weight: '300',
  style: 'normal',
  display: 'swap',
  variable: '--font-serif',
  preload: true,
  adjustFontFallback: 'Times New Roman',
});
