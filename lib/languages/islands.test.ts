import path from 'node:path';
import { importChain, islands } from '@/tests/helpers/module-graph';

/**
 * No dictionary ships to the browser: nothing a 'use client' module imports, statically or lazily,
 * reaches lib/i18n's dictionaries or their loader. The islands get their words as props from their server parent.
 */
/** The loader, which the bundler gives every file of lib/i18n/, and the default dictionary. */
const DICTIONARIES = ['lib/languages/index.ts', 'lib/i18n/en.ts'];
const pathToDictionary = (start: string) => importChain(start, (file) => DICTIONARIES.includes(file), { lazy: true });

describe("the islands' imports", () => {
  it('are followed: a server component that reads the dictionary is found reaching it', () => {
    expect(islands).toEqual(expect.arrayContaining([path.join('components', 'bento', 'work', 'work-carousel.tsx')]));
    expect(pathToDictionary(path.join('components', 'bento', 'work', 'work.tsx'))).toEqual([
      path.join('components', 'bento', 'work', 'work.tsx'),
      'lib/languages/page-language.ts',
      'lib/languages/index.ts',
    ]);
  });

  it('never reach a dictionary', () => {
    expect(islands.map(pathToDictionary).filter((chain) => chain !== null)).toEqual([]);
  });
});
