// What fails a build fails here, before minutes of next build, with the words the build would use.
import './lib/build-env.ts';
import { rmSync } from 'node:fs';
import { resolveBackend } from '../lib/config.ts';
import { exportPath } from './lib/export-dir.ts';
import { firstPaintMode } from './postbuild/first-paint-mode.ts';
import { exportMediaList } from '../lib/content/project-images.ts';

// Next.js never removes an old export: a failed build would leave the previous one, ready to be published.
// Nor the list of the images the last one made, which the post-build would copy.
rmSync(exportPath(), { recursive: true, force: true });
rmSync(exportMediaList(), { force: true });

class CheckFailed extends Error {
  name = 'CheckFailed';
}
/** The checks' own errors say what to do; anything else is a fault of this script, shown with its stack. */
const SAID = new Set(['CheckFailed', 'ConfigError', 'LocaleError', 'MissingDictionaryError', 'ContentFetchError']);

try {
  // An unknown FIRST_PAINT, as the post-build would say it.
  try {
    firstPaintMode();
  } catch (error) {
    throw new CheckFailed(error.message);
  }
  // A language the build cannot make: a code that is not a BCP 47 tag (thrown as locales.ts loads), or a
  // dictionary the build's own loader cannot load.
  const { locales, loadMessages } = await import('../lib/languages/index.ts');
  await Promise.all(locales.map(loadMessages));
  // Only one of the two Supabase variables set; or a hosted backend that does not answer, as the build's first read would say it.
  const backend = resolveBackend();
  if (backend.kind === 'hosted') await (await import('../lib/content/build-content.ts')).checkHostedBackend(backend);
} catch (error) {
  console.error(SAID.has(error?.name) ? error.message : (error?.stack ?? String(error)));
  console.error('[prebuild] stopped before compiling: nothing was built.');
  process.exit(1);
}
