import { createHash } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOT_IMPORTED } from './mapping';
import { editProfile, profilePlan, type ProfileEdit } from './owner-profile';
import { readResume } from './read';
import { toRows, type RowWords } from './rows';
import { seedSql } from './sql';

/**
 * One import, all or nothing: read the résumé, map it to rows and profile values, and only when
 * nothing went wrong write supabase/seed.sql and lib/profile.ts, each beside itself then renamed.
 */

export const TARGETS = { seed: 'supabase/seed.sql', profile: 'lib/profile.ts' } as const;

export type ImportOptions = {
  input: string;
  /** The project whose supabase/seed.sql and lib/profile.ts are written; its lib/i18n/ gives the words. */
  root: string;
  dryRun?: boolean;
  /** The default language's words; read from `root`'s dictionary when not given. */
  words?: RowWords;
};

export type FileWrite = { path: string; text: string };

export type ImportResult = {
  errors: string[];
  summary: string[];
  notes: string[];
  leftOut: string[];
  /** What is (or, on a dry run, would be) written; empty on an error. */
  files: FileWrite[];
  profileEdits: ProfileEdit[];
};

/** The default language's dictionary, lib/i18n/<code>.ts, as the build reads it. */
async function loadWords(root: string, locale: string): Promise<RowWords | string> {
  const file = path.join(root, 'lib', 'i18n', `${locale}.ts`);
  try {
    const loaded = (await import(pathToFileURL(file).href)) as { default?: { resume?: { present?: unknown } } };
    const dictionary = loaded.default && 'default' in loaded.default ? (loaded.default.default as typeof loaded.default) : loaded.default;
    const present = dictionary?.resume?.present;
    if (typeof present === 'string' && present.trim()) return { present };
    return `${path.relative(root, file)}: has no resume.present, the word a current role's timeframe ends with`;
  } catch (error) {
    return `${path.relative(root, file)}: could not be read for the default language's words: ${(error as Error).message}`;
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Writes every file beside itself first, then renames each into place; a failed rename puts back the ones before it. */
export async function writeAll(files: FileWrite[]): Promise<void> {
  const temporary = files.map((file) => `${file.path}.import-${process.pid}.tmp`);
  const previous = await Promise.all(files.map((file) => readFile(file.path, 'utf8').catch(() => null)));
  try {
    await Promise.all(files.map((file, index) => writeFile(temporary[index]!, file.text)));
  } catch (error) {
    await Promise.all(temporary.map((file) => rm(file, { force: true })));
    throw error;
  }
  for (const [index, file] of files.entries()) {
    try {
      await rename(temporary[index]!, file.path);
    } catch (error) {
      for (const [done, written] of files.slice(0, index).entries()) {
        const before = previous[done];
        if (before === null || before === undefined) await rm(written.path, { force: true });
        else await writeFile(written.path, before);
      }
      await Promise.all(temporary.slice(index).map((left) => rm(left, { force: true })));
      throw error;
    }
  }
}

export async function importResume(options: ImportOptions): Promise<ImportResult> {
  const result: ImportResult = { errors: [], summary: [], notes: [], leftOut: [], files: [], profileEdits: [] };
  const file = path.basename(options.input);
  let source: string;
  try {
    source = await readFile(options.input, 'utf8');
  } catch (error) {
    result.errors.push(`${options.input}: could not be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return result;
  }
  const reading = readResume(source, file);
  const plan = profilePlan(reading.basics);
  const profilePath = path.join(options.root, TARGETS.profile);
  const profileSource = await readFile(profilePath, 'utf8').catch(() => null);
  if (profileSource === null) result.errors.push(`${TARGETS.profile}: could not be read in ${options.root}`);
  const profile = profileSource === null ? null : editProfile(profileSource, TARGETS.profile, plan.edits);
  const words = options.words ?? (profile?.locale ? await loadWords(options.root, profile.locale) : null);

  result.errors.push(...reading.errors, ...(profile?.errors ?? []), ...(typeof words === 'string' ? [words] : []));
  result.notes.push(...reading.notes, ...plan.notes);
  result.leftOut.push(...reading.leftOut, ...plan.leftOut);
  if (result.errors.length > 0 || !profile?.text || words === null || typeof words === 'string') return result;

  const tables = toRows(reading, words);
  const sha256 = createHash('sha256').update(source).digest('hex');
  result.files.push({ path: path.join(options.root, TARGETS.seed), text: seedSql(tables, { file, sha256 }) });
  if (profile.text !== profileSource) result.files.push({ path: profilePath, text: profile.text });
  result.profileEdits = plan.edits;

  for (const { section, table, columns, rows } of tables) {
    const currentColumn = columns.indexOf('is_current_role');
    const current = currentColumn < 0 ? 0 : rows.filter((row) => row[currentColumn] === true).length;
    result.summary.push(`${section} → ${table}: ${plural(rows.length, 'item', 'items')}${current ? ` (${current} current)` : ''}`);
  }
  if (reading.references > 0) result.summary.push(`references: ${plural(reading.references, 'item', 'items')} not imported: ${NOT_IMPORTED.references}`);
  const fields = plan.edits.map((edit) => edit.field);
  result.summary.push(`basics → ${TARGETS.profile}: ${fields.length > 0 ? fields.join(', ') : 'nothing to set'}`);

  if (!options.dryRun) await writeAll(result.files);
  return result;
}

