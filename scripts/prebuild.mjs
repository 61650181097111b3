// What fails a build fails here, before minutes of next build, with the words the build would use.
import './lib/build-env.ts';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { resolveBackend } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.ts';
import { firstPaintMode } from './postbuild/first-paint-mode.ts';

// Next.js never removes an old export: a failed build would leave the previous one, ready to be published.
rmSync(exportPath(), { recursive: true, force: true });

class CheckFailed extends Error {
  name = 'CheckFailed';
}
/** The checks' own errors say what to do; anything else is a fault of this script, shown with its stack. */
const SAID = new Set(['CheckFailed', 'ConfigError', 'LocaleError', 'ContentFetchError']);

try {
  // An unknown FIRST_PAINT, as the post-build would say it.
  try {
    firstPaintMode();
  } catch (error) {
    throw new CheckFailed(error.message);
  }
  // A language the build cannot make: a code that is not a BCP 47 tag (thrown as locales.ts loads), or one with no dictionary.
  const { locales, missingDictionary } = await import('../lib/languages/index.ts');
  const lacking = locales.find((code) => !existsSync(path.join(import.meta.dirname, '..', 'lib', 'i18n', `${code}.ts`)));
  if (lacking) throw new CheckFailed(missingDictionary(lacking));
  // Only one of the two Supabase variables set; or a hosted backend that does not answer, as the build's first read would say it.
  const backend = resolveBackend();
  if (backend.kind === 'hosted') await (await import('../lib/content/build-content.ts')).checkHostedBackend(backend);
} catch (error) {
  console.error(SAID.has(error?.name) ? error.message : (error?.stack ?? String(error)));
  console.error('[prebuild] stopped before compiling: nothing was built.');
  process.exit(1);
}
