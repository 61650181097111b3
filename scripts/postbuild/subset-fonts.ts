import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { PostbuildStep } from './step';

const MEDIA = path.join('_next', 'static', 'media');
// The files that may name a font: the pages, their payloads, the styles and the scripts.
const NAMING = /\.(html|txt|css|js|json)$/;
// Printable ASCII is kept whatever the pages show: text the live refresh brings before the next
// build (a new project's title) is mostly made of it. A glyph outside the subset falls back, for that
// character, to the next font of the stack until the republish.
const ALWAYS = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? allFiles(file) : [file];
  });
}

/** Every character the export's pages and payloads can draw: their text, with entities and CSS escapes read. */
export function exportedCharacters(texts: readonly string[]): string {
  const characters = new Set(ALWAYS);
  for (const text of texts) {
    const decoded = text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
      .replace(/\\u\{?([0-9a-f]{4,6})\}?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
    for (const character of decoded) characters.add(character);
  }
  return [...characters].sort().join('');
}

/** `inter_latin_wght_normal-s.p.0gsaq8ukbf34m.woff2` → `inter_latin_wght_normal-s.p.0gsaq8ukbf34m.subset-<hash>.woff2`. */
export const subsetName = (name: string, font: Buffer) =>
  name.replace(/(\.subset-[0-9a-f]+)?\.woff2$/, `.subset-${createHash('sha256').update(font).digest('hex').slice(0, 12)}.woff2`);

/**
 * The weights a variable font's @font-face declares (`font-weight:400 700`), which the browser will
 * ask it for: the rest of its weight axis is dropped. A single weight (a static font) gives none.
 */
export function declaredWeights(texts: readonly string[], name: string): { min: number; max: number } | undefined {
  for (const text of texts) {
    for (const [rule] of text.matchAll(/@font-face\s*\{[^}]*\}/g)) {
      if (!rule.includes(name)) continue;
      const range = /font-weight:\s*(\d+)\s+(\d+)/.exec(rule);
      if (range) return { min: Number(range[1]), max: Number(range[2]) };
    }
  }
  return undefined;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The fonts cut to the characters the export shows, in every language it was built in: the gate waits
 * for them, so each byte left out is time before the first paint. Each subset gets a name of its own
 * content, so a visitor's cached font (served immutable) is never another build's subset, and every
 * file that named the font is rewritten to the new name. A font the subsetter cannot read stays whole.
 */
export async function subsetFonts(dir: string): Promise<string[]> {
  const media = path.join(dir, MEDIA);
  if (!existsSync(media)) return ['no fonts in the export.'];
  const fonts = readdirSync(media).filter((name) => name.endsWith('.woff2'));
  if (!fonts.length) return ['no fonts in the export.'];
  const naming = allFiles(dir).filter((file) => NAMING.test(file) && !file.startsWith(media));
  const texts = naming.map((file) => readFileSync(file, 'utf8'));
  const characters = exportedCharacters(texts.filter((_, index) => /\.(html|txt)$/.test(naming[index]!)));
  const renames = new Map<string, string>();
  const lines: string[] = [];
  for (const name of fonts) {
    const file = path.join(media, name);
    const whole = readFileSync(file);
    let cut: Buffer;
    const weights = declaredWeights(texts, name);
    try {
      cut = await subsetFont(whole, characters, { targetFormat: 'woff2', ...(weights ? { variationAxes: { wght: weights } } : {}) });
    } catch (error) {
      lines.push(`${name}: kept whole, the subsetter failed (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (cut.length >= whole.length) {
      lines.push(`${name}: kept whole, its subset was no smaller`);
      continue;
    }
    const renamed = subsetName(name, cut);
    writeFileSync(`${path.join(media, renamed)}.tmp`, cut);
    renameSync(`${path.join(media, renamed)}.tmp`, path.join(media, renamed));
    renames.set(name, renamed);
    lines.push(`${name} ${kib(whole.length)} → ${renamed} ${kib(cut.length)}${weights ? ` (weights ${weights.min} to ${weights.max})` : ''}`);
  }
  naming.forEach((file, index) => {
    let text = texts[index]!;
    for (const [from, to] of renames) text = text.split(from).join(to);
    if (text !== texts[index]) writeFileSync(file, text);
  });
  for (const name of renames.keys()) rmSync(path.join(media, name));
  return [`${characters.length} characters, from every page and payload (printable ASCII always): ${lines.join('; ')}.`];
}

export const subsetFontsStep: PostbuildStep = { name: 'subset-fonts', firstPaint: false, run: subsetFonts };
