import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Each page's text, as poppler's pdftotext lays it out (Debian's poppler-utils; .ci/run installs it). */
export function pdfPages(pdf: Buffer, file: string): string[] {
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}

/** A word as drawn: its page (from 1) and its box in points, from the page's top left. */
export type WordBox = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function pdfWords(pdf: Buffer): WordBox[] {
  const xhtml = execFileSync('pdftotext', ['-bbox-layout', '-', '-'], { input: pdf, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return xhtml.split('<page ').slice(1).flatMap((page, index) =>
    [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(([, xMin, yMin, xMax, yMax, text]) => ({
      page: index + 1,
      text: text!.replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity),
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    })),
  );
}

const box = ({ text, xMin, yMin, xMax, yMax }: WordBox) => `"${text}" [${[xMin, yMin, xMax, yMax].map((n) => n.toFixed(1)).join(', ')}]`;

/**
 * Each pair of words drawn over each other: boxes overlapping by over `tolerance` points across and a
 * third of the shorter's height down (pdftotext's boxes span the face's ascent and descent, which a
 * browser's lines overlap by design: Chromium's are 1.7 em tall, 1.45 em apart).
 */
export function collisions(words: WordBox[], tolerance = 1): string[] {
  const found: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length && words[j]!.page === a.page; j += 1) {
      const b = words[j]!;
      const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const down = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      const shorter = Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
      if (across > tolerance && down > shorter / 3) found.push(`page ${a.page}: ${box(a)} and ${box(b)} overlap`);
    }
  }
  return found;
}
