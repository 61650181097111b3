import { readFileSync } from 'node:fs';
import { getBuildContent } from '@/lib/content/build-content';
import { imageCacheDir, imageFiles, variantFile } from '@/lib/content/project-images';

// The projects' images the build made, written into the export at /media/<name>-<width>.<avif|webp>:
// served from the site's own origin, so visitors never ask the backend for one.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Under output: 'export' a dynamic route must list at least one file: with no images, a note says so. */
const NONE = 'none.txt';

/** Every file the build made: the cards' images and the case studies'. */
async function madeFiles(): Promise<string[]> {
  const { images = {}, bodyImages = {} } = await getBuildContent();
  return imageFiles({ ...images, ...bodyImages });
}

export async function generateStaticParams(): Promise<{ file: string }[]> {
  // A build's export gets the files by copy (scripts/postbuild/copy-media.ts): as pages of this route,
  // each of thousands was a render of its own. The dev server serves them from here.
  if (process.env.NODE_ENV === 'production') return [{ file: NONE }];
  const files = await madeFiles();
  return (files.length > 0 ? files : [NONE]).map((file) => ({ file }));
}

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  if (file === NONE) return new Response('This build made no project images.\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!(await madeFiles()).includes(file)) return new Response('Not found', { status: 404 });
  const type = TYPES[file.split('.').at(-1)!]!;
  return new Response(new Uint8Array(readFileSync(variantFile(imageCacheDir(), file))), { headers: { 'Content-Type': type } });
}
