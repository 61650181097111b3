// `npm run import -- resume.json [--dry-run]`: a JSON Resume into supabase/seed.sql and lib/profile.ts (scripts/import/run.ts).
import path from 'node:path';

const USAGE = 'Usage: npm run import -- path/to/resume.json [--dry-run]';

function parse(args) {
  const files = args.filter((arg) => !arg.startsWith('--'));
  const options = args.filter((arg) => arg.startsWith('--'));
  const unknown = options.filter((option) => option !== '--dry-run' && option !== '--help');
  if (options.includes('--help')) return { help: true };
  if (unknown.length > 0) return { problem: `Unknown option ${unknown.join(', ')}.` };
  if (files.length !== 1) return { problem: files.length === 0 ? 'Name the résumé to import.' : `One résumé at a time, not ${files.length}.` };
  return { file: files[0], dryRun: options.includes('--dry-run') };
}

const indented = (lines) => lines.map((line) => `  ${line}`).join('\n');

async function main() {
  const args = parse(process.argv.slice(2));
  if (args.help) return console.log(USAGE);
  if (args.problem) {
    console.error(`${args.problem}\n${USAGE}`);
    process.exitCode = 1;
    return;
  }
  // npm runs scripts in the project's folder; INIT_CWD is where the owner typed the command.
  const input = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
  const root = process.cwd();
  // Loaded once the arguments are good: the TypeScript compiler it edits lib/profile.ts with takes a second.
  const { TARGETS, importResume } = await import('./run.ts');
  const result = await importResume({ input, root, dryRun: args.dryRun });
  if (result.errors.length > 0) {
    const count = result.errors.length === 1 ? 'a problem' : `${result.errors.length} problems`;
    console.error(`The import found ${count} and wrote nothing:\n${indented(result.errors)}`);
    process.exitCode = 1;
    return;
  }
  console.log(`Imported ${path.relative(root, input) || input}:\n${indented(result.summary)}`);
  if (result.notes.length > 0) console.log(`Notes:\n${indented(result.notes)}`);
  if (result.leftOut.length > 0) console.log(`Left out:\n${indented(result.leftOut)}`);
  const names = result.files.map((file) => path.relative(root, file.path));
  if (!args.dryRun) {
    console.log(names.length > 0 ? `Wrote ${names.join(' and ')}.` : 'Nothing changed.');
    if (names.includes(TARGETS.seed)) console.log('`npm start` shows it; the header of supabase/seed.sql says how to put it into a hosted project.');
    return;
  }
  for (const file of result.files) {
    if (file.path.endsWith(TARGETS.seed)) console.log(`\n--- ${TARGETS.seed}, as it would be written ---\n${file.text}`);
  }
  if (result.profileEdits.length > 0) {
    console.log(`--- ${TARGETS.profile}, the values it would set (the default language's) ---`);
    for (const edit of result.profileEdits) console.log(`${edit.field}: ${JSON.stringify(edit.value)}`);
  }
  console.log('\n--dry-run: nothing was written.');
}

main().catch((error) => {
  console.error(`The import failed and wrote nothing: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
