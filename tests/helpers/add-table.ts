import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@/scripts/lib/root';
import { rewriteInCopy } from './project-copy';
import { seedIn } from './sample-content';

/** The fenced blocks of docs/content.md's "Add a content table", unindented, in order. */
export function readmeBlocks(): string[] {
  const readme = readFileSync(path.join(ROOT, 'docs', 'content.md'), 'utf8');
  const start = readme.indexOf('### Add a content table');
  if (start === -1) throw new Error('docs/content.md has no "### Add a content table" section');
  const end = readme.indexOf('\n## ', start);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^( *)```\w+\n([\s\S]*?)\n\1```$/gm)].map(([, indent = '', body = '']) =>
    body
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n'),
  );
}

const blockWith = (blocks: string[], text: string): string => {
  const found = blocks.find((block) => block.includes(text));
  if (found === undefined) throw new Error(`docs/content.md's "Add a content table" has no block with ${text}`);
  return found;
};

function edit(dir: string, file: string, change: (text: string) => string): void {
  rewriteInCopy(dir, file, (text) => {
    const changed = change(text);
    if (changed === text) throw new Error(`${file} did not take the recipe's edit`);
    return changed;
  });
}

/**
 * Adds docs/content.md's talks table to a copy, as an owner follows it: the files its blocks name by
 * their first line, the edits its snippets show, and its rows at the end of the seed.
 */
export function addTalksTable(dir: string): void {
  const blocks = readmeBlocks();
  for (const block of blocks) {
    const [first = '', ...rest] = block.split('\n');
    const file = /^(?:--|\/\/) (\S+\.\w+)$/.exec(first)?.[1];
    if (file === undefined) continue;
    if (existsSync(path.join(dir, file))) throw new Error(`The recipe's new file ${file} is already in the project`);
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${rest.join('\n')}\n`);
  }

  const [importTalks = '', tablesLine = ''] = blockWith(blocks, 'CONTENT_TABLES').split('\n');
  edit(dir, 'lib/content/tables/index.ts', (text) => `${importTalks}\n${text}`.replace(/^export const CONTENT_TABLES = .*$/m, tablesLine));

  const [importSection = '', element = ''] = blockWith(blocks, '<Talks />').split('\n');
  edit(dir, 'components/bento/bento.tsx', (text) => `${importSection}\n${text}`.replace(/^( *)<Projects \/>$/m, `${element}\n$1<Projects />`));

  const [typeLine = '', textLine = ''] = blockWith(blocks, 'talks: { heading').split('\n');
  // Before the résumé's key and the comment over it.
  const beforeResume = (line: string) => (text: string) => text.replace(/^(?: {2}\/\*\*.*\*\/\n)? {2}resume: \{$/m, (key) => `  ${line}\n${key}`);
  edit(dir, 'lib/languages/messages.ts', beforeResume(typeLine));
  for (const dictionary of readdirSync(path.join(dir, 'lib', 'i18n')).filter((name) => name.endsWith('.ts'))) {
    edit(dir, `lib/i18n/${dictionary}`, beforeResume(textLine));
  }

  // The seed the copy's build runs: the tests' own content (project-copy.ts).
  edit(dir, path.relative(dir, seedIn(dir)), (text) => `${text}\n${blockWith(blocks, 'insert into public.talks')}\n`);
}
