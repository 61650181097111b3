import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The files of a static export whose names match `pattern`, outside its hashed assets (_next/). */
export function exportedFiles(dir, pattern) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '_next' ? [] : exportedFiles(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}
