import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { profile } from '@/lib/profile';
import { pngSize } from '@/tests/helpers/png';
import { copyProject, removeCopy, runBuild } from '@/tests/helpers/project-copy';

/**
 * The real `npm run build` for a site published under a sub-path, as GitHub Pages serves a
 * project site: the preview image and the touch icon are PNG files with a .png name (a static
 * host types a file by its extension), and the page names them by absolute URLs under that path.
 */
jest.setTimeout(330_000);

const SITE_URL = 'https://owner.github.io/portfolio';
const MAX_PREVIEW_BYTES = 300 * 1024;
let dir: string;
let html: string;

beforeAll(async () => {
  dir = copyProject('link-preview');
  const result = await runBuild(dir, { SITE_URL });
  if (result.code !== 0) throw new Error(`npm run build failed:\n${result.output}`);
  html = readFileSync(path.join(dir, 'out', 'index.html'), 'utf8');
});

afterAll(() => {
  removeCopy(dir);
});

/** The content of the one <meta> with this property or name. */
function meta(key: string): string | undefined {
  const tags = [...html.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]);
  const tag = tags.filter((candidate) => candidate.includes(`property="${key}"`) || candidate.includes(`name="${key}"`));
  expect(tag).toHaveLength(1);
  return /\bcontent="([^"]*)"/.exec(tag[0]!)?.[1];
}

describe('the link preview a sub-path build exports', () => {
  it('is out/og.png: a 1200×630 PNG under 300 KB', () => {
    const file = path.join(dir, 'out', 'og.png');
    expect(pngSize(readFileSync(file))).toEqual({ width: 1200, height: 630 });
    expect(statSync(file).size).toBeLessThan(MAX_PREVIEW_BYTES);
  });

  it('is out/apple-touch-icon.png: a 180×180 PNG', () => {
    expect(pngSize(readFileSync(path.join(dir, 'out', 'apple-touch-icon.png')))).toEqual({ width: 180, height: 180 });
  });

  it('is named in the page by absolute URLs under the base path, with its size, type and alt text', () => {
    expect(meta('og:image')).toBe(`${SITE_URL}/og.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('og:image:type')).toBe('image/png');
    expect(meta('og:image:alt')).toContain(profile.name);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(`${SITE_URL}/og.png`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${SITE_URL}/apple-touch-icon.png" sizes="180x180" type="image/png"/>`);
    expect(html).toContain('<link rel="icon" href="/portfolio/icon.svg" type="image/svg+xml"/>');
  });

  it('is never loaded by the page: no preload, no image element, no script asks for it', () => {
    const loads = [...html.matchAll(/<(?:link|img|script)\b[^>]*(?:og\.png|apple-touch-icon\.png)[^>]*>/g)].map((match) => match[0]);
    expect(loads).toEqual([expect.stringMatching(/^<link rel="apple-touch-icon"/)]);
  });
});
