import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { copyProject, removeCopy, rewriteInCopy, runBuild, type BuildResult } from '@/tests/helpers/project-copy';
import { seedIn } from '@/tests/helpers/sample-content';

/**
 * The build's images from the bucket (supabase/media/, which the embedded backend's Storage serves), in a
 * copy: a project for each bad source, each named in the build's log with the project and the reason,
 * its card shown without an image and the build going on; then a second build with nothing changed,
 * which reads every source with its ETag and asks sharp for nothing.
 */
jest.setTimeout(600_000);

const BAD = [
  { title: 'Missing image', file: 'gone.png', reason: /missing \(HTTP 400, not found\)/ },
  { title: 'Text, not an image', file: 'notes.png', reason: /not an image/ },
  { title: 'Larger than 20 MB', file: 'huge.png', reason: /larger than 20\.0 MB/ },
  { title: 'Wider than 12,000 px', file: 'wide.png', reason: /12001 px is wider than 12000 px/ },
  { title: 'A TIFF scan', file: 'scan.tiff', reason: /format \(tiff\) is not one of/ },
] as const;

let dir: string;
let cold: BuildResult;
let warm: BuildResult;

const projectsOf = (html: string) => [...html.matchAll(/<article [^>]*data-testid="project-card"[\s\S]*?<\/article>/g)].map((match) => match[0]);

beforeAll(async () => {
  dir = copyProject('images');
  const media = path.join(dir, 'supabase', 'media', 'bad');
  mkdirSync(media, { recursive: true });
  writeFileSync(path.join(media, 'notes.png'), 'just some text, named as a PNG\n');
  writeFileSync(path.join(media, 'huge.png'), Buffer.alloc(20 * 1024 * 1024 + 1));
  writeFileSync(path.join(media, 'wide.png'), await sharp({ create: { width: 12_001, height: 2, channels: 3, background: '#000' } }).png().toBuffer());
  writeFileSync(path.join(media, 'scan.tiff'), await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).tiff().toBuffer());
  const rows = BAD.map(({ title, file }) => `('${title}', 'Its image is bad.', 'https://example.com/${file}', '', array['Bad'], 'bad/${file}', 'An image that cannot be made')`);
  rewriteInCopy(dir, path.relative(dir, seedIn(dir)), (seed) => `${seed}\ninsert into public.projects (title, short_description, website_link, github_link, tags, image, image_alt) values\n${rows.join(',\n')};\n`);
  cold = await runBuild(dir, {}, 540_000);
  warm = await runBuild(dir, {}, 540_000);
}, 1_200_000);

afterAll(() => {
  if (dir) removeCopy(dir);
});

describe('a bad image in the bucket', () => {
  it('is named in the build’s log with its project and the reason, and the build goes on', () => {
    if (cold.code !== 0) throw new Error(cold.output);
    for (const { title, file, reason } of BAD) {
      const line = cold.output.split('\n').find((text) => text.includes(`"${title}": bad/${file} left out: `));
      expect({ file, line }).toEqual({ file, line: expect.stringMatching(/^\[images\] project \d+ /) });
      expect(line).toMatch(reason);
    }
    // The tests' content: five projects' own images and one its case study shows, all made; the five bad ones not.
    expect(cold.output).toMatch(/^\[images\] 6 of 11 images made \(10 projects' own, 1 in case studies\), [1-9]\d* files encoded, in [\d.]+ s\.$/m);
  });

  // The page of every project: the home page's HTML holds the first cards only.
  it('leaves its card without an image, and the others with theirs', () => {
    const cards = projectsOf(readFileSync(path.join(dir, 'out', 'projects', 'index.html'), 'utf8'));
    for (const { title } of BAD) {
      const card = cards.find((html) => html.includes(`>${title}<`));
      expect({ title, card: card !== undefined, picture: card?.includes('<picture') }).toEqual({ title, card: true, picture: false });
    }
    expect(cards.filter((html) => html.includes('<picture'))).toHaveLength(5);
  });
});

describe('a rebuild with nothing changed', () => {
  it('makes the same images and encodes nothing', () => {
    if (warm.code !== 0) throw new Error(warm.output);
    expect(warm.output).toMatch(/^\[images\] 6 of 11 images made \(10 projects' own, 1 in case studies\), 0 files encoded, in [\d.]+ s\.$/m);
    expect(projectsOf(readFileSync(path.join(dir, 'out', 'projects', 'index.html'), 'utf8')).filter((html) => /\/media\/[a-z0-9-]+-\d+\.avif/.test(html))).toHaveLength(5);
    console.log(`Images: cold build ${cold.seconds.toFixed(0)} s, warm ${warm.seconds.toFixed(0)} s.`);
  });
});
