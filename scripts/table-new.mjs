// `npm run table:new -- <name> [--singular <word>]`: scaffolds a content table (scripts/lib/table-scaffold.ts).
import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scaffold } from './lib/table-scaffold.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { singular: { type: 'string' } } });
const [name, ...extra] = positionals;
if (!name || extra.length > 0) {
  console.error('Usage: npm run table:new -- <name> [--singular <word>]   (a snake_case name, such as talks)');
  process.exit(2);
}
// npm runs a script in the project's folder.
const ROOT = process.cwd();
const result = scaffold(ROOT, name, values.singular);
if ('error' in result) {
  console.error(`table:new: ${result.error}. Nothing was written.`);
  process.exit(1);
}
// Each file written beside itself, then renamed over it: a file is never left half written, nor written
// through a hard link into another copy of the project.
for (const file of result.files) {
  const at = path.join(ROOT, file.path);
  writeFileSync(`${at}.table-new`, file.text);
  renameSync(`${at}.table-new`, at);
}
console.log(`table:new: wrote ${result.files.map((file) => file.path).join(', ')}.`);
// The import's field table in docs/import.md names every table's keys: written again, in a process that
// reads the new declaration.
execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/import/field-table.mjs')], { cwd: ROOT, stdio: 'inherit' });
console.log('Next: edit its fields in the declaration, the migration and the example rows in tests/fixtures/sample-content.sql together, translate its heading in each lib/i18n file, and add rows to supabase/seed.sql (docs/content.md).');
