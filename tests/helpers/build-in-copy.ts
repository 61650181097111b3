import path from 'node:path';
import { exportDir } from '@/lib/config';
import { buildCopyInto, copyProject, removeCopy, setLanguages } from './project-copy';

/**
 * `NEXT_EXPORT_DIR=.e2e/site node --import tsx tests/helpers/build-in-copy.ts [en,de,ar]`:
 * `npm run build` with the environment given, in a copy of the project with the tests' own profile
 * and content (and in those languages, when named), its export moved to NEXT_EXPORT_DIR. The e2e
 * suite's sites are built so: whatever the owner made of lib/profile.ts, the specs read the tests'.
 */
async function main(): Promise<void> {
  const list = process.argv[2];
  const target = exportDir();
  const dir = copyProject(`e2e-${path.basename(target)}`);
  try {
    if (list) setLanguages(dir, list.split(',').map((code) => code.trim()));
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
