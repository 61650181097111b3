// `npm run docs:import-table [-- --check]`: writes the import's field table (scripts/import/mapping.ts)
// into docs/import.md, between its two markers; with --check, writes nothing and fails when it is stale.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withMappingTable } from './mapping.ts';

const file = path.join(import.meta.dirname, '..', '..', 'docs', 'import.md');
const page = readFileSync(file, 'utf8');
const current = withMappingTable(page);
if (current === page) {
  console.log('docs/import.md: the field table is current.');
} else if (process.argv.includes('--check')) {
  console.error('docs/import.md: the field table is stale; run npm run docs:import-table.');
  process.exitCode = 1;
} else {
  // Beside, then renamed over it: never written through a hard link into another copy of the project.
  writeFileSync(`${file}.new`, current);
  renameSync(`${file}.new`, file);
  console.log('docs/import.md: wrote the field table.');
}
