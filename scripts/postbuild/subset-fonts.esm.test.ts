import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import subsetFont from 'subset-font';
import { Blob, Face } from 'harfbuzzjs';
import { exportedCharacters, subsetFonts } from './subset-fonts';

const require = createRequire(import.meta.url);
const INTER = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
const FONT = 'inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2';
const URL = `/portfolio/_next/static/media/${FONT}`;

let dir: string;

function writeSite(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'subset-fonts-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const media = () => readdirSync(path.join(dir, '_next/static/media'));

/** Which of `candidates` a woff2 font maps to glyphs: read from its TrueType form, which the subsetter writes. */
async function charactersOf(woff2: Buffer, candidates: string): Promise<Set<string>> {
  const face = new Face(new Blob(await subsetFont(woff2, candidates, { targetFormat: 'truetype' })), 0);
  return new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const page = (text: string, weight = '400 700') =>
  `<!DOCTYPE html><html><head><link rel="preload" href="${URL}" as="font"/><style>@font-face{font-family:Inter;src:url(${URL}) format("woff2");font-weight:${weight}}</style></head><body><p>${text}</p></body></html>`;

describe('the fonts subset to what the export shows', () => {
  it("keeps every character of every page and payload, in every language, renames the font by its content, and rewrites every file that named it", async () => {
    dir = writeSite({
      'index.html': page('Héllo &amp; w&#xF6;rld &#8212; done'),
      'de/index.html': page('Grüße'),
      'de/index.txt': `:HL["${URL}","font"]\n0:["$","p",null,{"children":"Straße"}]`,
      '_next/static/chunks/app.js': `const font="${URL}";`,
      [`_next/static/media/${FONT}`]: INTER,
    });
    const [line] = await subsetFonts(dir);
    const [renamed] = media();
    expect(renamed).toMatch(/^inter_latin_wght_normal-s\.p\.0gsaq8ukbf34m\.subset-[0-9a-f]{12}\.woff2$/);
    expect(media()).toEqual([renamed]);
    for (const file of ['index.html', 'de/index.html', 'de/index.txt', '_next/static/chunks/app.js']) {
      expect(read(file)).not.toContain(FONT);
      expect(read(file)).toContain(`/portfolio/_next/static/media/${renamed}`);
    }
    const subset = readFileSync(path.join(dir, '_next/static/media', renamed!));
    expect(subset.length).toBeLessThan(INTER.length * 0.75);
    const kept = await charactersOf(subset, 'Héllo&wörld—doneGrüßeStraßeQZ{~ØÆ€');
    for (const character of 'Héllo&wörld—doneGrüßeStraße') expect({ character, kept: kept.has(character) }).toEqual({ character, kept: true });
    // Printable ASCII is kept for the live refresh's text; what no page shows is not.
    for (const character of 'QZ{~') expect(kept.has(character)).toBe(true);
    for (const character of 'ØÆ€') expect({ character, kept: kept.has(character) }).toEqual({ character, kept: false });
    expect(line).toMatch(new RegExp(`^\\d+ characters, from every page and payload \\(printable ASCII always\\): ${FONT.replaceAll('.', '\\.')} 47\\.1 KiB → ${renamed!.replaceAll('.', '\\.')} \\d+\\.\\d KiB \\(weights 400 to 700\\)\\.$`));
  });

  it("keeps of a variable font's weight axis only the range its @font-face declares", async () => {
    const sizes: number[] = [];
    for (const weight of ['100 900', '400 700']) {
      dir = writeSite({ 'index.html': page('Hello', weight), [`_next/static/media/${FONT}`]: INTER });
      await subsetFonts(dir);
      sizes.push(readFileSync(path.join(dir, '_next/static/media', media()[0]!)).length);
      rmSync(dir, { recursive: true, force: true });
    }
    expect(sizes[1]).toBeLessThan(sizes[0]! * 0.9);
  });

  it('keeps a font the subsetter cannot read whole, under its name, and says so', async () => {
    const broken = Buffer.from('not a font at all');
    dir = writeSite({ 'index.html': page('Hello'), '_next/static/media/broken.woff2': broken });
    const [line] = await subsetFonts(dir);
    expect(line).toMatch(/broken\.woff2: kept whole, the subsetter failed \(.+\)\.$/);
    expect(media()).toEqual(['broken.woff2']);
    expect(readFileSync(path.join(dir, '_next/static/media/broken.woff2'))).toEqual(broken);
  });

  it('says so when the export has no fonts', async () => {
    dir = writeSite({ 'index.html': page('Hello') });
    expect(await subsetFonts(dir)).toEqual(['no fonts in the export.']);
  });
});

it("reads the characters behind HTML entities, JavaScript's and CSS's escapes", () => {
  const characters = exportedCharacters(['&#x2192; &#169; \\u00e9 content:"\\2022"']);
  for (const character of '→©é•') expect(characters).toContain(character);
});
