import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function exportedFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '_next' ? [] : exportedFiles(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}

export function assetFile(dir: string, url: string): string {
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]!);
  const at = pathname.indexOf('/_next/');
  if (at === -1) throw new Error(`Not an asset of the export: ${url}`);
  return path.join(dir, ...pathname.slice(at + 1).split('/'));
}
