import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { exportMediaList, imageCacheDir, variantFile } from '@/lib/content/project-images';
import { type PostbuildStep, StepError } from './step';

/** What the media route exports when the build lists its files for this step instead (app/media/[file]/route.ts). */
const ROUTE_NOTE = 'none.txt';

/**
 * The projects' images the build made, copied from the image cache into the export's media/. Copies,
 * not links: the cache's files are touched as each build uses them, and the export must not change
 * after it is made.
 */
export function copyMedia(dir: string, root: string = process.cwd()): string[] {
  const list = exportMediaList(root);
  if (!existsSync(list)) return ['no list of images from this build (.next/export-media.json): none copied.'];
  const { files } = JSON.parse(readFileSync(list, 'utf8')) as { files: string[] };
  const media = path.join(dir, 'media');
  const cache = imageCacheDir(root);
  const missing = files.filter((file) => !existsSync(variantFile(cache, file)));
  if (missing.length) {
    throw new StepError('copy-media', [{ message: `${missing.length} of the ${files.length} files the build made are gone from .cache/images/files/ (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): build again.` }]);
  }
  mkdirSync(media, { recursive: true });
  let bytes = 0;
  for (const file of files) {
    copyFileSync(variantFile(cache, file), path.join(media, file));
    bytes += statSync(path.join(media, file)).size;
  }
  if (files.length) rmSync(path.join(media, ROUTE_NOTE), { force: true });
  return [`${files.length} image files copied into media/ from .cache/images (${(bytes / 1024 / 1024).toFixed(1)} MiB).`];
}

export const copyMediaStep: PostbuildStep = { name: 'copy-media', firstPaint: false, run: (dir) => copyMedia(dir) };
