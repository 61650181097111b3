import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAKPOINTS_PX } from './constants';

/**
 * A media query cannot read a custom property, so the stylesheets write the breakpoints as px
 * literals; this test is what ties them to BREAKPOINTS_PX. It reads every .css file in the
 * repository, outside node_modules, dot-folders and the build output folders .gitignore names.
 */
const root = path.resolve(__dirname, '..');

/** Folder names to skip: node_modules, .next, out, and each folder .gitignore names (a line ending in a slash; `*` as a wildcard). */
function ignoredFolders(): RegExp[] {
  const gitignore = readFileSync(path.join(root, '.gitignore'), 'utf8');
  const folders = gitignore
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') && !line.startsWith('#'))
    .map((line) => line.replace(/^\/|\/$/g, ''));
  return ['node_modules', '.next', 'out', ...folders].map(
    (name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  );
}

function stylesheets(folder = root, skip = ignoredFolders()): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    const skipped = entry.name.startsWith('.') || skip.some((pattern) => pattern.test(entry.name));
    if (entry.isDirectory()) return skipped ? [] : stylesheets(full, skip);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Each width in an @media prelude: `(min-width: 768px)`, `(max-width: 40em)`, `(width >= 1024px)`, `(640px <= width)`. */
function mediaWidths(css: string): string[] {
  const preludes = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@media([^{]*)\{/g)].map((match) => match[1]!);
  return preludes.flatMap((prelude) => [
    ...[...prelude.matchAll(/(?:min-|max-)?width\s*(?::|[<>]=?)\s*([\d.]+[a-z%]*)/g)].map((match) => match[1]!),
    ...[...prelude.matchAll(/([\d.]+[a-z%]*)\s*[<>]=?\s*width/g)].map((match) => match[1]!),
  ]);
}

describe('the stylesheets break where lib/constants.ts says', () => {
  const allowed = Object.values(BREAKPOINTS_PX).map((px) => `${px}px`);
  const files = stylesheets();

  it('finds the stylesheets, and width queries in them', () => {
    expect(files.map((file) => path.relative(root, file))).toContain(path.join('styles', 'globals.css'));
    expect(files.flatMap((file) => mediaWidths(readFileSync(file, 'utf8'))).length).toBeGreaterThan(0);
  });

  it(`writes every @media width as one of BREAKPOINTS_PX (${allowed.join(', ')})`, () => {
    const strays = files.flatMap((file) =>
      mediaWidths(readFileSync(file, 'utf8'))
        .filter((width) => !allowed.includes(width))
        .map((width) => `${path.relative(root, file)}: ${width}`),
    );
    expect(strays).toEqual([]);
  });

  it("names the same breakpoints in globals.css's comment", () => {
    const comment = readFileSync(path.join(root, 'styles', 'globals.css'), 'utf8').match(/Breakpoints: sm (\d+)px, md (\d+)px, lg (\d+)px/);
    expect(comment?.slice(1).map(Number)).toEqual([BREAKPOINTS_PX.sm, BREAKPOINTS_PX.md, BREAKPOINTS_PX.lg]);
  });

  it('reads the widths a query can be written with', () => {
    const widths = mediaWidths('@media (min-width: 768px) {} @media screen and (max-width:40em){} @media (width >= 1024px) {} @media (640px <= width < 1024px) {}');
    expect(widths.sort()).toEqual(['1024px', '1024px', '40em', '640px', '768px']);
    expect(mediaWidths('@media (prefers-reduced-motion: reduce) {} .a { width: 300px; }')).toEqual([]);
  });
});
