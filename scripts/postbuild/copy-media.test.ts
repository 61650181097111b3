import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportMediaList, imageCacheDir, variantFile } from '@/lib/content/project-images';
import { copyMedia } from './copy-media';
import { StepError } from './step';

let root: string;
let dir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'copy-media-'));
  dir = path.join(root, 'out');
  // What the media route exports when the build lists its files instead.
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  writeFileSync(path.join(dir, 'media', 'none.txt'), 'This build made no project images.\n');
  mkdirSync(path.join(imageCacheDir(root), 'files'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const made = (files: Record<string, string>) => {
  for (const [file, bytes] of Object.entries(files)) writeFileSync(variantFile(imageCacheDir(root), file), bytes);
  mkdirSync(path.dirname(exportMediaList(root)), { recursive: true });
  writeFileSync(exportMediaList(root), JSON.stringify({ files: Object.keys(files) }));
};

describe('the projects’ images copied into the export', () => {
  it('copies every file the build listed from the cache into media/, as copies, and drops the route’s note', () => {
    made({ 'kiln-1a2b3c4d5e-360.avif': 'avif bytes', 'kiln-1a2b3c4d5e-360.webp': 'webp bytes' });
    expect(copyMedia(dir, root)).toEqual(['2 image files copied into media/ from .cache/images (0.0 MiB).']);
    expect(readdirSync(path.join(dir, 'media')).sort()).toEqual(['kiln-1a2b3c4d5e-360.avif', 'kiln-1a2b3c4d5e-360.webp']);
    expect(readFileSync(path.join(dir, 'media', 'kiln-1a2b3c4d5e-360.avif'), 'utf8')).toBe('avif bytes');
    // A later build touches the cache's files as it uses them: the export's must be files of their own.
    expect(statSync(path.join(dir, 'media', 'kiln-1a2b3c4d5e-360.avif')).ino).not.toBe(statSync(variantFile(imageCacheDir(root), 'kiln-1a2b3c4d5e-360.avif')).ino);
  });

  it('keeps the note when the build made no image', () => {
    made({});
    expect(copyMedia(dir, root)).toEqual(['0 image files copied into media/ from .cache/images (0.0 MiB).']);
    expect(readdirSync(path.join(dir, 'media'))).toEqual(['none.txt']);
  });

  it('stops the post-build, naming the files, when the cache lost one the build made', () => {
    made({ 'kiln-1a2b3c4d5e-360.avif': 'avif bytes' });
    rmSync(variantFile(imageCacheDir(root), 'kiln-1a2b3c4d5e-360.avif'));
    expect(() => copyMedia(dir, root)).toThrow(StepError);
    expect(() => copyMedia(dir, root)).toThrow('[copy-media] 1 of the 1 files the build made are gone from .cache/images/files/ (kiln-1a2b3c4d5e-360.avif): build again.');
  });

  it('says so when no build listed its images', () => {
    expect(copyMedia(dir, root)).toEqual(['no list of images from this build (.next/export-media.json): none copied.']);
  });
});
