import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The README's "Folders" section, held to the tree: what it names exists, and no folder is left out. */
const root = path.resolve(__dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Folders'));
const map = section.slice(section.indexOf('```\n') + 4, section.indexOf('\n```', section.indexOf('```\n') + 4));

/** Each entry's path: its name (or comma-separated names) under the nearest entry above it that is less indented. */
function entries(): string[] {
  const parents: Array<{ indent: number; dir: string }> = [];
  const paths: string[] = [];
  for (const line of map.split('\n')) {
    const match = /^( *)(\S.*?)(?: {2,}|$)/.exec(line);
    if (!match || match[1]!.length > 4) continue; // a description's continuation line
    const indent = match[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const base = parents.at(-1)?.dir ?? '';
    const names = match[2]!.split(/,\s*/);
    for (const name of names) paths.push(base + name);
    if (names.length === 1 && names[0]!.endsWith('/')) parents.push({ indent, dir: base + names[0] });
  }
  return paths;
}

describe("the README's folder map", () => {
  it('names only files and folders that exist', () => {
    const listed = entries();
    expect(listed.length).toBeGreaterThan(30);
    expect(listed.filter((entry) => !existsSync(path.join(root, entry)))).toEqual([]);
  });

  it('names every top-level folder in the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
    const folders = [...new Set(tracked.filter((file) => file.includes('/')).map((file) => `${file.split('/')[0]}/`))];
    const listed = new Set(entries().map((entry) => `${entry.split('/')[0]}/`));
    expect(folders.filter((folder) => !listed.has(folder))).toEqual([]);
  });
});
