import { contentType, decodeSegment, keySegments, notModified, readObject, type StoredObject } from './objects';

/**
 * Supabase Storage's public-object read, `GET`/`HEAD /storage/v1/object/public/<bucket>/<path>`,
 * answered from a folder, so a build or a browser reads project images from the embedded backend
 * exactly as from a hosted project's public bucket. Only the bucket supabase/config.toml declares
 * is served, from the folder it names (`objects_path`), which `supabase seed buckets` uploads;
 * storage.test.ts holds the two to each other.
 * Read-only, and like a hosted public URL it asks for no key. Anything else under /storage/v1/ is
 * refused, never answered with something nearby: a client asking for a transform or a listing must
 * not silently get the plain file.
 */
export type StorageHandler = (request: Request) => Promise<Response>;

export type StorageHandlerOptions = {
  /** The bucket's files, keyed by their path below it. */
  mediaDir: string;
};

/** The public bucket the site's images live in (`[storage.buckets.media]` in supabase/config.toml). */
export const MEDIA_BUCKET = 'media';

const STORAGE_PREFIX = '/storage/v1/';
const PUBLIC_OBJECT_PREFIX = '/storage/v1/object/public/';

export const isStoragePath = (pathname: string): boolean => pathname.startsWith(STORAGE_PREFIX);

/** What `supabase seed buckets` stores with every file (storage-js's default), so both answer alike. */
const CACHE_CONTROL = 'max-age=3600';

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Cache-Control, Content-Disposition, Content-Length, Content-Type, ETag, Last-Modified',
};

/** Storage's error body: the status it means is a string in the body, whatever the response's status. */
type StorageErrorBody = { statusCode: string; code: string; error: string; message: string };

export function createStorageHandler(options: StorageHandlerOptions): StorageHandler {
  return async (request) => {
    let response: Response;
    try {
      response = await handle(options, request);
    } catch (error) {
      console.error('[embedded backend] storage request failed:', error);
      response = errorResponse(500, { statusCode: '500', code: 'InternalError', error: 'internal', message: (error as Error).message });
    }
    // The HTTP server drops a HEAD's body itself; supabase-js's in-process fetch must see none either.
    return request.method.toUpperCase() === 'HEAD' && response.body !== null
      ? new Response(null, { status: response.status, headers: response.headers })
      : response;
  };
}

async function handle(options: StorageHandlerOptions, request: Request): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return preflightResponse(request);

  const url = new URL(request.url);
  if (!url.pathname.startsWith(PUBLIC_OBJECT_PREFIX)) {
    return refusal('400', 'InvalidRequest', 'InvalidRequest', `The embedded backend serves only ${PUBLIC_OBJECT_PREFIX}<bucket>/<path>`);
  }
  if (method !== 'GET' && method !== 'HEAD') {
    const message = `The embedded backend serves public objects read-only: GET and HEAD, not ${method}`;
    return errorResponse(405, { statusCode: '405', code: 'InvalidRequest', error: 'Method Not Allowed', message }, { Allow: 'GET, HEAD, OPTIONS' });
  }

  const [bucket = '', ...keyParts] = url.pathname.slice(PUBLIC_OBJECT_PREFIX.length).split('/');
  if (decodeSegment(bucket) !== MEDIA_BUCKET) return refusal('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
  const key = keyParts.join('/');
  const segments = keySegments(key);
  if (segments === null) return refusal('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${decodeSegment(key) ?? key}`);

  const object = await readObject(options.mediaDir, segments);
  if (object === null) return refusal('404', 'NoSuchKey', 'not_found', 'Object not found');
  return objectResponse(request, method, object, url.searchParams.get('download'));
}

function objectResponse(request: Request, method: string, object: StoredObject, download: string | null): Response {
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    'Cache-Control': CACHE_CONTROL,
    ETag: object.etag,
    'Last-Modified': object.modified.toUTCString(),
  };
  if (notModified(request.headers, object)) return new Response(null, { status: 304, headers });

  headers['Content-Type'] = contentType(object);
  headers['Content-Length'] = String(object.body.byteLength);
  if (download !== null) headers['Content-Disposition'] = contentDisposition(download);
  return new Response(method === 'HEAD' ? null : object.body, { status: 200, headers });
}

/** Storage's `?download` and `?download=<name>`, which a link to a file may carry. */
function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const name = encodeURIComponent(download);
  return `attachment; filename=${name}; filename*=UTF-8''${name}`;
}

/**
 * Storage answers a refusal with HTTP 400 and the status it means in the body ("404" for a missing
 * object or bucket): a legacy choice its maintainers keep (supabase/storage#323). The same here,
 * so code that reads images learns to branch as a hosted project will make it.
 */
function refusal(statusCode: string, code: string, error: string, message: string): Response {
  return errorResponse(400, { statusCode, code, error, message });
}

function errorResponse(status: number, body: StorageErrorBody, headers: Record<string, string> = {}): Response {
  // A miss must not be cached: the file may be added a moment later.
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...CORS_HEADERS, ...headers },
  });
}

function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '',
      'Access-Control-Max-Age': '86400',
    },
  });
}
