// So that a typo fails CI rather than the owner's next publish.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';

const dir = fileURLToPath(new URL('../.github/workflows', import.meta.url));
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).sort();

let failed = files.length === 0;
if (failed) console.error(`No workflow files in ${dir}.`);
for (const name of files) {
  const { errors } = validateWorkflow(readFileSync(path.join(dir, name), 'utf8'));
  if (errors.length === 0) {
    console.log(`${name}: valid`);
    continue;
  }
  failed = true;
  console.error(`${name}: ${errors.length} error(s)\n${JSON.stringify(errors, null, 2)}`);
}
process.exit(failed ? 1 : 0);
