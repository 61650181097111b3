import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Each page's text, as poppler's pdftotext lays it out (Debian's poppler-utils; .ci/run installs it). */
export function pdfPages(pdf: Buffer, file: string): string[] {
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').slice(0, -1);
}
