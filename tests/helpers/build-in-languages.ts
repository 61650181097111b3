import path from 'node:path';
import { exportDir } from '@/lib/config';
import { buildCopyInto, copyProject, removeCopy, setLanguages } from './project-copy';

/**
 * `NEXT_EXPORT_DIR=.e2e/subpath node --import tsx tests/helpers/build-in-languages.ts en,de,ar`:
 * `npm run build` with the environment given, in a copy of the project in those languages, its
 * export moved to NEXT_EXPORT_DIR. The e2e suite's multilingual site is built so.
 */
async function main(): Promise<void> {
  const list = process.argv[2];
  if (!list) throw new Error('Name the languages, the default first: build-in-languages.ts en,de,ar');
  const target = exportDir();
  const dir = copyProject(`languages-${path.basename(target)}`);
  try {
    setLanguages(dir, list.split(',').map((code) => code.trim()));
    // runScript passes on only the Supabase variables it is given: those this command was given.
    const backend = Object.entries(process.env).filter((entry): entry is [string, string] => entry[0].startsWith('NEXT_PUBLIC_') && entry[1] !== undefined);
    process.stdout.write(await buildCopyInto(dir, target, Object.fromEntries(backend)));
  } finally {
    removeCopy(dir);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
