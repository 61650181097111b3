import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parser, RuleType } from 'markdown-to-jsx';
import defaultSharp, { type Sharp, type SharpOptions } from 'sharp';
import { isBucketPath } from './tables/define';
import { IMAGE_WIDTHS, imageKey, type MadeImage, type MadeImages } from './image-variants';

export { IMAGE_WIDTHS, imageKey, type MadeImages };

/**
 * The projects' images, made by the build (never by a page: no client code imports this). Each source
 * is read once from the backend's public bucket and kept by its ETag; each set of variants is kept by
 * the source's hash and the settings, so a rebuild with nothing changed asks sharp for nothing.
 */

/**
 * AVIF's quality is on a scale of its own: these two look alike, the AVIF the smaller. AVIF's effort is low:
 * its default takes several times as long on the build's shared cores for a few bytes fewer.
 */
const ENCODER = { avif: { quality: 50, effort: 2 }, webp: { quality: 75, effort: 4 } } as const;

export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const MAX_SOURCE_WIDTH = 12_000;

/** Formats sharp reads and that a photo or drawing arrives in; `heif` only when its payload is AV1 (AVIF). */
const SUPPORTED = new Set(['jpeg', 'png', 'webp', 'gif', 'svg', 'avif']);

const SETTINGS = JSON.stringify({ widths: IMAGE_WIDTHS, encoder: ENCODER, v: 1 });

const MEDIA_BUCKET_PATH = '/storage/v1/object/public/media/';

/** One image to make for a project: its own (`imageAlt` the column's), or one its case study shows (`imageAlt` null: the markdown holds it). */
export type ImageProject = { id: number; title: string; image: string; imageAlt: string | null };

type MarkdownNode = { type?: unknown; target?: unknown; alt?: unknown };

/**
 * The images a case study's markdown shows, read by the parser that renders it (reference images and
 * paths with brackets included): `bucket`, the paths in the Storage bucket the build makes; `other`,
 * the rest (another site's, the page's own, a path that climbs out of the bucket), which the page drops;
 * `noAlt`, the bucket's without alternative text, which a screen reader then passes over.
 */
export function bodyImages(body: string): { bucket: string[]; other: string[]; noAlt: string[] } {
  const targets = new Set<string>();
  const noAlt = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const { type, target, alt } = node as MarkdownNode;
      if (type === RuleType.image && typeof target === 'string') {
        targets.add(target.trim());
        if (typeof alt !== 'string' || !alt.trim()) noAlt.add(target.trim());
      }
      for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value);
    }
  };
  walk(parser(body, { disableParsingRawHTML: true }));
  const all = [...targets].filter(Boolean);
  return { bucket: all.filter(isBucketPath), other: all.filter((target) => !isBucketPath(target)), noAlt: [...noAlt].filter(isBucketPath) };
}

export type MakeImagesOptions = {
  /** The backend's URL; a bucket path is read from its public Storage. */
  baseUrl: string;
  /** The backend's fetch for bucket paths (the embedded one's is in-process). */
  fetch: typeof fetch;
  /** For https:// addresses: the network's. */
  externalFetch?: typeof fetch;
  cacheDir: string;
  log?: (line: string) => void;
  /** Counts sharp's work in tests. */
  sharp?: (input?: Buffer, options?: SharpOptions) => Sharp;
};

export type MakeImagesResult = { images: MadeImages; encoded: number; ms: number };

class Refused extends Error {}

export const imageCacheDir = (root: string = process.cwd()): string => path.join(root, '.cache', 'images');

export const variantFile = (cacheDir: string, file: string): string => path.join(cacheDir, 'files', file);

/**
 * The files this build made, for the post-build to copy into the export's media/ (copy-media.ts): listed
 * as a route's pages instead, each of thousands was a render of its own (26 s of a build at 1,000 images).
 */
export const exportMediaList = (root: string = process.cwd()): string => path.join(root, '.next', 'export-media.json');

export function writeExportMediaList(images: MadeImages, root: string = process.cwd()): void {
  mkdirSync(path.dirname(exportMediaList(root)), { recursive: true });
  writeAtomic(exportMediaList(root), Buffer.from(JSON.stringify({ files: imageFiles(images) })));
}

/** Every file the build made for these images, as served under /media/. */
export const imageFiles = (images: MadeImages): string[] =>
  [...new Set(Object.values(images).flatMap(({ name, widths }) => widths.flatMap((width) => [`${name}-${width}.avif`, `${name}-${width}.webp`])))].sort();

function sourceUrl(source: string, baseUrl: string): string {
  if (/^https:\/\//i.test(source)) return source;
  const segments = source.replace(/^\/+/, '').split('/').map(encodeURIComponent);
  return `${baseUrl.replace(/\/+$/, '')}${MEDIA_BUCKET_PATH}${segments.join('/')}`;
}

export async function makeProjectImages(projects: readonly ImageProject[], options: MakeImagesOptions): Promise<MakeImagesResult> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const sharp = options.sharp ?? defaultSharp;
  const images: MadeImages = {};
  let encoded = 0;
  // One after another: the build shares two cores with the compiler, and sharp uses both for each encode.
  for (const project of projects) {
    if (!project.image) continue;
    try {
      if (project.imageAlt !== null && !project.imageAlt.trim()) throw new Refused('it has no alt text (image_alt)');
      const url = sourceUrl(project.image, options.baseUrl);
      const isBucket = !/^https:\/\//i.test(project.image);
      const bytes = await readSource(url, isBucket ? options.fetch : (options.externalFetch ?? fetch), options.cacheDir);
      const made = await variants(bytes, project.image, options.cacheDir, sharp);
      encoded += made.encoded;
      images[imageKey(project.id, project.image)] = made.image;
    } catch (error) {
      const reason = error instanceof Refused ? error.message : `it could not be read (${(error as Error).message})`;
      log(`[images] project ${project.id} "${project.title}": ${project.image} left out: ${reason}.`);
    }
  }
  return { images, encoded, ms: performance.now() - started };
}

const sha = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** Marks cache entries as used by this build: an entry no build has used for CACHE_DAYS goes (pruneCache). */
function touch(...files: string[]): void {
  const now = new Date();
  for (const file of files) utimesSync(file, now, now);
}

/** How long an entry no build used stays in the cache: a source removed from the bucket, a variant of old settings. */
export const CACHE_DAYS = 30;

/**
 * Removes what no build has used for CACHE_DAYS, so a cache kept between runs (the publish workflow's)
 * does not grow for ever. By age, not by this build's list: another build may share the folder.
 */
export function pruneCache(cacheDir: string, now = Date.now()): number {
  let removed = 0;
  for (const folder of ['sources', 'made', 'files']) {
    const at = path.join(cacheDir, folder);
    if (!existsSync(at)) continue;
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      if (now - statSync(file).mtimeMs > CACHE_DAYS * 86_400_000) {
        rmSync(file, { force: true });
        removed += 1;
      }
    }
  }
  return removed;
}

function writeAtomic(file: string, data: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

type SourceRecord = { etag: string; hash: string };

/** The bytes, from the cache when the backend answers 304 to the ETag it gave last time. */
async function readSource(url: string, fetchImpl: typeof fetch, cacheDir: string): Promise<Buffer> {
  const recordFile = path.join(cacheDir, 'sources', `${sha(url).slice(0, 32)}.json`);
  const record = existsSync(recordFile) ? (JSON.parse(readFileSync(recordFile, 'utf8')) as SourceRecord) : null;
  const cached = record && path.join(cacheDir, 'sources', record.hash);
  const headers: Record<string, string> = record && cached && existsSync(cached) ? { 'If-None-Match': record.etag } : {};
  const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(30_000) });
  if (response.status === 304 && cached && headers['If-None-Match']) {
    touch(recordFile, cached);
    return readFileSync(cached);
  }
  if (!response.ok) {
    // Storage refuses with 400 and the status it means in the body: "404" for a missing object.
    const body = await response.text().catch(() => '');
    const meant = /"statusCode"\s*:\s*"(\d+)"/.exec(body)?.[1];
    throw new Refused(meant === '404' || response.status === 404 ? `missing (HTTP ${response.status}, not found)` : `HTTP ${response.status} from ${url}`);
  }
  const length = Number(response.headers.get('content-length'));
  if (length > MAX_SOURCE_BYTES) throw new Refused(`${megabytes(length)} is larger than ${megabytes(MAX_SOURCE_BYTES)}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.byteLength > MAX_SOURCE_BYTES) throw new Refused(`${megabytes(bytes.byteLength)} is larger than ${megabytes(MAX_SOURCE_BYTES)}`);
  const hash = sha(bytes);
  writeAtomic(path.join(cacheDir, 'sources', hash), bytes);
  const etag = response.headers.get('etag');
  if (etag) writeAtomic(recordFile, JSON.stringify({ etag, hash } satisfies SourceRecord));
  return bytes;
}

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The name's readable part: the source's file name, so a look at out/media/ says whose each file is. */
function stem(source: string): string {
  const base = source.split(/[?#]/)[0]!.split('/').at(-1) ?? '';
  const slug = base.replace(/\.[a-z0-9]+$/i, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, 40) || 'image';
}

async function variants(bytes: Buffer, source: string, cacheDir: string, sharp: NonNullable<MakeImagesOptions['sharp']>): Promise<{ image: MadeImage; encoded: number }> {
  const key = sha(`${sha(bytes)}\n${SETTINGS}`);
  const manifest = path.join(cacheDir, 'made', `${key}.json`);
  const filesFor = (image: MadeImage) => imageFiles({ x: image }).map((file) => variantFile(cacheDir, file));
  if (existsSync(manifest)) {
    const image = JSON.parse(readFileSync(manifest, 'utf8')) as MadeImage;
    if (filesFor(image).every(existsSync)) {
      touch(manifest, ...filesFor(image));
      return { image, encoded: 0 };
    }
  }

  // By the bytes, never the Content-Type: hosted Storage labels SVG text/plain.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new Refused('it is not an image');
    });
  const format = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;
  if (!format || !SUPPORTED.has(format)) throw new Refused(`its format (${format ?? 'unknown'}) is not one of ${[...SUPPORTED].join(', ')}`);
  if (!metadata.width || !metadata.height) throw new Refused('it has no size');
  // Rotated by its EXIF orientation, as a browser would show it.
  const [width, height] = (metadata.orientation ?? 1) >= 5 ? [metadata.height, metadata.width] : [metadata.width, metadata.height];
  if (width > MAX_SOURCE_WIDTH) throw new Refused(`${width} px is wider than ${MAX_SOURCE_WIDTH} px`);

  const widest = IMAGE_WIDTHS.at(-1)!;
  // A drawing is rasterised at the density that gives the widest variant, never scaled up from a small raster.
  const density = format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * widest) / width))) : undefined;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (widths.length < IMAGE_WIDTHS.length && format !== 'svg') widths.push(Math.min(width, widest));
  if (format === 'svg') widths.splice(0, widths.length, ...IMAGE_WIDTHS);
  const image: MadeImage = { name: `${stem(source)}-${key.slice(0, 10)}`, width, height, widths: [...new Set(widths)] };

  let encoded = 0;
  for (const w of image.widths) {
    const resized = () => sharp(bytes, { density, limitInputPixels: false, animated: false }).rotate().resize({ width: w, withoutEnlargement: format !== 'svg' });
    writeAtomic(variantFile(cacheDir, `${image.name}-${w}.avif`), await resized().avif(ENCODER.avif).toBuffer());
    writeAtomic(variantFile(cacheDir, `${image.name}-${w}.webp`), await resized().webp(ENCODER.webp).toBuffer());
    encoded += 2;
  }
  writeAtomic(manifest, JSON.stringify(image));
  return { image, encoded };
}
