import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** An object the folder holds, with what its headers are made of. */
export type StoredObject = { name: string; body: Uint8Array<ArrayBuffer>; etag: string; modified: Date };

/**
 * The key's segments, decoded, or null when one could name something outside the folder: `..`, `.`,
 * an empty segment (a leading or doubled slash), or an encoded slash, backslash or NUL that decoding
 * turns into one. Literal dot segments never get here: URL parsing has already resolved them.
 */
export function keySegments(key: string): string[] | null {
  const segments: string[] = [];
  for (const raw of key.split('/')) {
    const segment = decodeSegment(raw);
    if (segment === null || segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Reads `<folder>/<segments>`, or null when it is not a regular file there. A path through a
 * symbolic link counts as missing: `supabase seed buckets` walks past links, so a hosted bucket
 * would not hold it either, and nothing outside the folder can be reached through one.
 */
export async function readObject(folder: string, segments: string[]): Promise<StoredObject | null> {
  const root = await existingRealPath(folder);
  if (root === null) return null;
  const file = path.join(root, ...segments);
  if ((await existingRealPath(file)) !== file) return null;
  const info = await stat(file);
  if (!info.isFile()) return null;
  const body = new Uint8Array(await readFile(file));
  // S3's ETag for a single-part upload is the content's MD5, which is what a hosted bucket answers.
  const etag = `"${createHash('md5').update(body).digest('hex')}"`;
  return { name: segments.join('/'), body, etag, modified: info.mtime };
}

async function existingRealPath(file: string): Promise<string | null> {
  try {
    return await realpath(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** RFC 9110: If-None-Match (weak comparison) wins; If-Modified-Since counts only without it. */
export function notModified(headers: Headers, object: StoredObject): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    return tags.includes('*') || tags.some((tag) => opaqueTag(tag) === opaqueTag(object.etag));
  }
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  // Last-Modified has whole seconds, so the file's time is compared at that precision.
  return !Number.isNaN(since) && Math.floor(object.modified.getTime() / 1000) * 1000 <= since;
}

const opaqueTag = (tag: string) => tag.replace(/^W\//, '');

const TYPE_BY_EXTENSION: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
};

/** By the name's extension, else by the first bytes, so a file saved without one still reads as an image. */
export function contentType(object: StoredObject): string {
  return TYPE_BY_EXTENSION[path.extname(object.name).toLowerCase()] ?? sniff(object.body) ?? 'application/octet-stream';
}

const SVG_START = /^\uFEFF?\s*(?:<\?xml[\s\S]*?\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;

function sniff(body: Uint8Array): string | undefined {
  const text = (start: number, end: number) => Buffer.from(body.subarray(start, end)).toString('latin1');
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'image/jpeg';
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return 'image/gif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  if (text(4, 8) === 'ftyp' && ['avif', 'avis'].includes(text(8, 12))) return 'image/avif';
  if (SVG_START.test(Buffer.from(body.subarray(0, 4096)).toString('utf8'))) return 'image/svg+xml';
  return undefined;
}
