import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type SharpOptions } from 'sharp';
import { bodyImages, CACHE_DAYS, IMAGE_WIDTHS, imageFiles, imageKey, makeProjectImages, MAX_SOURCE_BYTES, pruneCache, variantFile, type ImageProject } from './project-images';

const BASE = 'http://backend.test';
const bucketUrl = (file: string) => `${BASE}/storage/v1/object/public/media/${file}`;

type Served = { body: Buffer | string; status?: number; headers?: Record<string, string> };

/** A Storage stand-in: ETags, 304 to If-None-Match, and Storage's 400 with a "404" body for a miss. */
function storage(files: Record<string, Served>) {
  const requests: { url: string; ifNoneMatch: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    requests.push({ url, ifNoneMatch });
    const served = files[url];
    if (!served) return new Response(JSON.stringify({ statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }), { status: 400 });
    const etag = `"${Buffer.from(served.body).byteLength}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
    return new Response(typeof served.body === 'string' ? served.body : new Uint8Array(served.body), { status: served.status ?? 200, headers: { etag, 'content-type': 'text/plain', ...served.headers } });
  }) as typeof fetch;
  return { fetchImpl, requests };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 160 } } })
    .png()
    .toBuffer();

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#c9b6e4"/></svg>');

const project = (id: number, image: string, imageAlt = `Image ${id}`): ImageProject => ({ id, title: `Project ${id}`, image, imageAlt });

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'project-images-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

/** sharp, counted: how many pipelines each run asks for. */
function countedSharp() {
  const calls = { count: 0 };
  const counted = (input?: Buffer, options?: SharpOptions) => {
    calls.count += 1;
    return sharp(input, options);
  };
  return { counted, calls };
}

async function run(projects: ImageProject[], files: Record<string, Served>) {
  const { fetchImpl, requests } = storage(files);
  const lines: string[] = [];
  const { counted, calls } = countedSharp();
  const result = await makeProjectImages(projects, { baseUrl: BASE, fetch: fetchImpl, externalFetch: fetchImpl, cacheDir, log: (line) => lines.push(line), sharp: counted });
  return { ...result, lines, requests, calls };
}

it('makes AVIF and WebP at every width, sized by the source, identified by bytes whatever the Content-Type', async () => {
  const { images, lines } = await run([project(1, 'projects/a.png')], { [bucketUrl('projects/a.png')]: { body: await photo(1600, 1000) } });
  expect(lines).toEqual([]);
  const made = images[imageKey(1, 'projects/a.png')]!;
  expect(made).toMatchObject({ width: 1600, height: 1000, widths: [...IMAGE_WIDTHS] });
  expect(made.name).toMatch(/^a-[0-9a-f]{10}$/);
  for (const file of imageFiles(images)) {
    const meta = await sharp(readFileSync(variantFile(cacheDir, file))).metadata();
    expect(meta.format).toBe(file.endsWith('.avif') ? 'heif' : 'webp');
    expect(meta.width).toBe(Number(/-(\d+)\.\w+$/.exec(file)![1]));
  }
});

it('draws an SVG to raster at every width, never serving it as SVG', async () => {
  const { images } = await run([project(4, 'https://cdn.test/pie.svg')], { 'https://cdn.test/pie.svg': { body: svg } });
  const made = images[imageKey(4, 'https://cdn.test/pie.svg')]!;
  expect(made.widths).toEqual([...IMAGE_WIDTHS]);
  expect(imageFiles(images).every((file) => /\.(avif|webp)$/.test(file))).toBe(true);
  const widest = await sharp(readFileSync(variantFile(cacheDir, `${made.name}-1080.webp`))).metadata();
  expect([widest.width, widest.height]).toEqual([1080, 675]);
});

it('never scales a small source up: its own width is the widest', async () => {
  const { images } = await run([project(1, 'small.png')], { [bucketUrl('small.png')]: { body: await photo(600, 1600) } });
  expect(images[imageKey(1, 'small.png')]).toMatchObject({ width: 600, height: 1600, widths: [360, 540, 600] });
});

it("finds the images a case study's body shows as its renderer reads them: the bucket's paths, and the others it drops", () => {
  const body = [
    '![A](projects/a.png) ![B](shot(1).png "title") ![C](projects/a.png)',
    '![D](https://cdn.test/d.png) ![E](/media/e.png) ![F](../other-bucket/f.png) [G](projects/g.png) ![H](data:image/png;base64,AA)',
    '![by reference][ref]',
    '',
    '[ref]: projects/r.png',
    '',
    '```md',
    '![in code](projects/code.png)',
    '```',
    '',
    '<img src="projects/raw.png">',
  ].join('\n');
  expect(bodyImages(body)).toEqual({
    // A bucket path as the image column takes one: letters, digits, _ . / -, and no step out of the bucket.
    bucket: ['projects/a.png', 'projects/r.png'],
    other: ['shot(1).png', 'https://cdn.test/d.png', '/media/e.png', '../other-bucket/f.png', 'data:image/png;base64,AA'],
    noAlt: [],
  });
  expect(bodyImages('![](projects/plain.png) ![ ](projects/space.png) ![x](projects/x.png)').noAlt).toEqual(['projects/plain.png', 'projects/space.png']);
});

it("makes a case study's image, whose alt text is the markdown's", async () => {
  const { images, lines } = await run([{ id: 3, title: 'Project 3', image: 'shot.png', imageAlt: null }], { [bucketUrl('shot.png')]: { body: await photo(800, 400) } });
  expect(lines).toEqual([]);
  expect(images[imageKey(3, 'shot.png')]).toMatchObject({ width: 800, height: 400 });
});

describe('a bad image is left out, named in one line, and the others are still made', () => {
  it.each([
    ['missing (Storage answers 400 with a 404 body)', 'gone.png', undefined, /missing \(HTTP 400, not found\)/],
    ['not an image', 'notes.png', { body: 'just some text' }, /not an image/],
    ['larger than 20 MB', 'huge.png', { body: Buffer.alloc(MAX_SOURCE_BYTES + 1) }, /larger than 20\.0 MB/],
    ['unsupported format', 'scan.tiff', 'tiff', /format \(tiff\) is not one of/],
  ] as const)('%s', async (_what, file, served, reason) => {
    const body = served === 'tiff' ? { body: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).tiff().toBuffer() } : served;
    const files: Record<string, Served> = { [bucketUrl('good.png')]: { body: await photo(400, 300) } };
    if (body) files[bucketUrl(file)] = body;
    const { images, lines } = await run([project(7, file), project(8, 'good.png')], files);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^\\[images\\] project 7 "Project 7": ${file.replace('.', '\\.')} left out: `));
    expect(lines[0]).toMatch(reason);
    expect(Object.keys(images)).toEqual([imageKey(8, 'good.png')]);
  });

  it('wider than 12,000 px', async () => {
    const wide = await sharp({ create: { width: 12_001, height: 2, channels: 3, background: '#000' } }).png().toBuffer();
    const { images, lines } = await run([project(7, 'wide.png')], { [bucketUrl('wide.png')]: { body: wide } });
    expect(lines).toEqual(['[images] project 7 "Project 7": wide.png left out: 12001 px is wider than 12000 px.']);
    expect(images).toEqual({});
  });

  it('without alt text, read from nowhere', async () => {
    const { images, lines, requests } = await run([project(7, 'a.png', '  ')], { [bucketUrl('a.png')]: { body: await photo(400, 300) } });
    expect(lines).toEqual(['[images] project 7 "Project 7": a.png left out: it has no alt text (image_alt).']);
    expect(images).toEqual({});
    expect(requests).toEqual([]);
  });
});

describe('the cache', () => {
  it('a second run asks with the ETag, gets 304, and asks sharp for nothing', async () => {
    const files = { [bucketUrl('a.png')]: { body: await photo(1600, 1000) }, [bucketUrl('b.svg')]: { body: svg } };
    const projects = [project(1, 'a.png'), project(2, 'b.svg')];
    const cold = await run(projects, files);
    expect(cold.encoded).toBe(2 * 2 * IMAGE_WIDTHS.length);
    const bytes = imageFiles(cold.images).map((file) => readFileSync(variantFile(cacheDir, file)));

    const warm = await run(projects, files);
    expect(warm.calls.count).toBe(0);
    expect(warm.encoded).toBe(0);
    expect(warm.images).toEqual(cold.images);
    expect(warm.requests.map((request) => request.ifNoneMatch)).toEqual(['"' + files[bucketUrl('a.png')]!.body.byteLength + '"', `"${svg.byteLength}"`]);
    expect(imageFiles(warm.images).map((file) => readFileSync(variantFile(cacheDir, file)))).toEqual(bytes);
  });

  it(`removes what no build used in ${CACHE_DAYS} days, and keeps what this one used however old it was`, async () => {
    const files = { [bucketUrl('a.png')]: { body: await photo(800, 500) } };
    const cold = await run([project(1, 'a.png')], files);
    const old = new Date(Date.now() - (CACHE_DAYS + 1) * 86_400_000);
    const every = (folder: string) => readdirSync(path.join(cacheDir, folder)).map((name) => path.join(cacheDir, folder, name));
    for (const file of ['sources', 'made', 'files'].flatMap(every)) utimesSync(file, old, old);
    const gone = variantFile(cacheDir, 'removed-0123456789-360.avif');
    writeFileSync(gone, 'a variant of an image no project shows any more');
    utimesSync(gone, old, old);
    const warm = await run([project(1, 'a.png')], files);
    expect(warm.encoded).toBe(0);
    expect(pruneCache(cacheDir)).toBe(1);
    expect(existsSync(gone)).toBe(false);
    for (const file of imageFiles(cold.images)) expect(existsSync(variantFile(cacheDir, file))).toBe(true);
    expect(every('sources')).toHaveLength(2); // the ETag's record and the bytes
    const left = every('sources').length + every('made').length + every('files').length;
    expect(pruneCache(cacheDir, Date.now() + (CACHE_DAYS + 1) * 86_400_000)).toBe(left);
  });

  it('a changed source is made anew, under a new name', async () => {
    const cold = await run([project(1, 'a.png')], { [bucketUrl('a.png')]: { body: await photo(800, 500) } });
    const changed = await run([project(1, 'a.png')], { [bucketUrl('a.png')]: { body: await photo(900, 500) } });
    expect(changed.encoded).toBeGreaterThan(0);
    expect(changed.images[imageKey(1, 'a.png')]!.name).not.toBe(cold.images[imageKey(1, 'a.png')]!.name);
  });

  it('the same bytes without an ETag are read again but not encoded again', async () => {
    const body = await photo(800, 500);
    const plain = (async () => new Response(new Uint8Array(body), { status: 200 })) as unknown as typeof fetch;
    const first = await makeProjectImages([project(1, 'a.png')], { baseUrl: BASE, fetch: plain, cacheDir, log: () => {} });
    const { counted, calls } = countedSharp();
    const second = await makeProjectImages([project(1, 'a.png')], { baseUrl: BASE, fetch: plain, cacheDir, log: () => {}, sharp: counted });
    expect(calls.count).toBe(0);
    expect(second.images).toEqual(first.images);
  });
});
