import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRun } from '@/lib/build-id';
import { resolveBackend, type BackendConfig, type HostedBackend } from '@/lib/config';
import { canonical, defaultLocale, locales, type Locale } from '@/lib/languages/locales';
import { markOn } from '@/lib/languages/text-language';
import { bodyImages, CACHE_DAYS, imageCacheDir, imageKey, makeProjectImages, pruneCache, writeExportMediaList, type ImageProject, type MadeImages } from './project-images';
import { createNodeContentClient } from './supabase-node-client';
import type { ContentClientOptions } from './supabase-client';
import { getContentVersion, isMissingTable, readTable, readTranslationRows, type ContentSource, type QueryOptions } from './queries';
import { describeIssue, type ContentIssue, type Loaded } from './reshape';
import { CONTENT_TABLES, tableNamed, type ContentItems, type ContentTable, type TableName } from './tables';
import { translatedFields } from './tables/define';
import { localize, reshapeTranslations, type PageTranslation, type Translation } from './translations';

type Translations = Record<TableName, Translation[]>;

/** Any failure fails the build: a CDN serving an empty portfolio is worse than a re-run. */
export type BuildContent = {
  tables: ContentItems;
  /** null when the backend lacks the content_version migration (logged). */
  version: number | null;
  /** The rows of otherLocales only. */
  translations: Translations;
  /** The projects' own images the build made, by imageKey; absent where a test builds content by hand. */
  images?: MadeImages;
  /** The images the case studies show from the bucket, by imageKey (the project's id and the path). */
  bodyImages?: MadeImages;
};

/** null for the default language, whose text is the tables' own. */
export function pageTranslation(locale: Locale, siteDefault: Locale = defaultLocale): PageTranslation | null {
  if (locale === siteDefault) return null;
  return { locale, fallback: markOn(siteDefault, locale) };
}

function localizedTable(table: ContentTable, content: Pick<BuildContent, 'tables' | 'translations'>, translation: PageTranslation) {
  const items: readonly { id: number }[] = content.tables[table.name];
  return localize(table, items, content.translations[table.name], translation);
}

type SiteLocales = readonly [Locale, ...Locale[]];

function itemsIn<N extends TableName>(content: BuildContent, name: N, locale: Locale, siteLocales: SiteLocales = locales): ContentItems[N] {
  const translation = pageTranslation(locale, siteLocales[0]);
  if (translation === null) return content.tables[name];
  if (!siteLocales.includes(locale)) {
    throw new Error(`localizedContent: "${locale}" is not one of the site's languages (${siteLocales.join(', ')}, from locales in lib/profile.ts).`);
  }
  return localizedTable(tableNamed(name), content, translation).items as ContentItems[N];
}

export function localizedContent(content: BuildContent, locale: Locale, siteLocales: SiteLocales = locales): ContentItems {
  return Object.fromEntries(CONTENT_TABLES.map((table) => [table.name, itemsIn(content, table.name, locale, siteLocales)])) as ContentItems;
}

/** A server section's own table in the page's language, from the build's one read. */
export async function tableIn<N extends TableName>(name: N, locale: Locale): Promise<ContentItems[N]> {
  return itemsIn(await getBuildContent(), name, locale);
}

/** Long enough for a cold hosted project, short enough that a hung one fails fast. */
const BUILD_QUERY_TIMEOUT_MS = 20_000;

let content: Promise<BuildContent> | undefined;

/**
 * One read a build: the page, resume.pdf and resume.json are rendered by separate bundles, maybe in
 * separate processes, and must show the same content. The first to ask reads the backend and leaves
 * the content in .next/cache under this run's id; the others wait for it.
 */
export function getBuildContent(): Promise<BuildContent> {
  content ??= sharedBuildContent();
  return content;
}

const SHARE_WAIT_MS = 120_000;

async function sharedBuildContent(): Promise<BuildContent> {
  const dir = path.join(process.cwd(), '.next', 'cache', 'build-content');
  const file = path.join(dir, `${buildRun()}.json`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(`${file}.lock`, '', { flag: 'wx' });
  } catch {
    return readShared(file);
  }
  for (const old of readdirSync(dir)) if (!old.startsWith(path.basename(file))) rmSync(path.join(dir, old), { force: true });
  try {
    const loaded = await loadBuildContent();
    writeFileSync(file, JSON.stringify(loaded));
    return loaded;
  } catch (error) {
    writeFileSync(`${file}.error`, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function readShared(file: string): Promise<BuildContent> {
  for (const started = Date.now(); Date.now() - started < SHARE_WAIT_MS; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as BuildContent;
    if (existsSync(`${file}.error`)) throw new Error(`Another process of this build could not read the content: ${readFileSync(`${file}.error`, 'utf8')}`);
  }
  throw new Error(`Another process of this build was reading the content and gave nothing within ${SHARE_WAIT_MS / 1000} s (${file}).`);
}

async function loadBuildContent(): Promise<BuildContent> {
  const backend = resolveBackend();
  const { clientOptions, close } = await connect(backend);
  try {
    const source = { client: createNodeContentClient(clientOptions), url: clientOptions.url };
    const read = await readBuildContent(source, backend, locales);
    return { ...read, ...(await buildImages(read.tables.projects, read.translations.projects, clientOptions)) };
  } finally {
    await close();
  }
}

export async function readBuildContent(source: ContentSource, backend: BackendConfig, siteLocales: readonly [Locale, ...Locale[]]): Promise<BuildContent> {
  const options = { timeoutMs: BUILD_QUERY_TIMEOUT_MS };
  // Version first: an edit during the table reads then makes the browser re-read, never the reverse.
  const version = await builtVersion(source, options);
  const [loaded, rows] = await Promise.all([Promise.all(CONTENT_TABLES.map((table) => tableRows(source, table, options))), translationRows(source, options, siteLocales[0])]);
  const tables = Object.fromEntries(CONTENT_TABLES.map((table, index) => [table.name, loaded[index]!.items])) as ContentItems;
  const reshaped = CONTENT_TABLES.map((table) => reshapeTranslations(table, rows[table.name], tables[table.name]));
  const translationIssues = reshaped.flatMap((translations) => translations.issues);
  for (const issue of translationIssues) console.warn(describeIssue(issue));
  const issues = [...loaded.flatMap((table) => table.issues), ...translationIssues];
  console.log(summaryLine(backend, tables, issues, version));
  // Printed here, where one process of the build reads the content, so once a build and not once a page.
  const all = Object.fromEntries(CONTENT_TABLES.map((table, index) => [table.name, reshaped[index]!.items])) as Translations;
  const kept = siteTranslations(tables, all, siteLocales);
  for (const line of kept.lines) console.log(line);
  return { tables, version, translations: kept.translations };
}

/** A hosted project that has not applied a later migration builds without its table. */
async function tableRows(source: ContentSource, table: ContentTable, options: QueryOptions): Promise<Loaded<unknown>> {
  try {
    return await readTable(source, table, options);
  } catch (error) {
    if (!table.mayBeMissing || !isMissingTable(error)) throw error;
    console.warn(`[content] ${(error as Error).message}. Building without ${table.name}. Apply supabase/migrations (npx supabase db push) to add it.`);
    return { items: [], issues: [] };
  }
}

/**
 * Made here, in the one process that reads the content, while the embedded backend's Storage is open:
 * each project's own image (`images`), and those its case study shows from the bucket in any language
 * (`bodyImages`), kept apart so that the cards' data carries only theirs.
 */
async function buildImages(projects: ContentItems['projects'], translations: readonly Translation[], clientOptions: ContentClientOptions): Promise<Pick<BuildContent, 'images' | 'bodyImages'>> {
  const own: ImageProject[] = projects.filter((project) => project.image).map(({ id, title, image, imageAlt }) => ({ id, title, image, imageAlt }));
  const bodies = [...projects.map(({ id, body }) => ({ id, body })), ...translations.map(({ id, fields }) => ({ id, body: typeof fields.body === 'string' ? fields.body : '' }))];
  const titles = new Map(projects.map(({ id, title }) => [id, title]));
  const inBodies = new Map<string, ImageProject>();
  for (const { id, body } of bodies) {
    const { bucket, other, noAlt } = bodyImages(body);
    for (const image of noAlt) console.log(`[images] project ${id} "${titles.get(id) ?? ''}": ${image} in its case study has no alt text: shown, but a screen reader passes it over as decoration.`);
    for (const image of bucket) inBodies.set(imageKey(id, image), { id, title: titles.get(id) ?? '', image, imageAlt: null });
    for (const image of other) console.log(`[images] project ${id} "${titles.get(id) ?? ''}": ${image} left out of its case study: only a path in the media bucket shows there.`);
  }
  // An image both the card and the body show is made once; by the card's row when that has its alt text.
  const ownKeys = new Set(own.filter(({ imageAlt }) => imageAlt?.trim()).map(({ id, image }) => imageKey(id, image)));
  const wanted = [...own, ...[...inBodies].filter(([key]) => !ownKeys.has(key)).map(([, image]) => image)];
  const { images, encoded, ms } = await makeProjectImages(wanted, { baseUrl: clientOptions.url, fetch: clientOptions.fetch ?? fetch, cacheDir: imageCacheDir() });
  const made = Object.keys(images).length;
  const pick = (keys: Iterable<string>) => Object.fromEntries([...keys].filter((key) => images[key]).map((key) => [key, images[key]!]));
  const total = new Set(wanted.map(({ id, image }) => imageKey(id, image))).size;
  console.log(`[images] ${made} of ${total} images made (${own.length} projects' own, ${inBodies.size} in case studies), ${encoded} files encoded, in ${(ms / 1000).toFixed(1)} s.`);
  writeExportMediaList(images);
  const pruned = pruneCache(imageCacheDir());
  if (pruned > 0) console.log(`[images] ${pruned} cache files no build used in ${CACHE_DAYS} days removed from .cache/images.`);
  return { images: pick(own.map(({ id, image }) => imageKey(id, image))), bodyImages: pick(inBodies.keys()) };
}

/** The one import from lib/ into embedded-backend/, made only by the build so no page ships it. */
async function connect(backend: BackendConfig): Promise<{ clientOptions: ContentClientOptions; close: () => Promise<void> }> {
  if (backend.kind === 'hosted') {
    return { clientOptions: { url: backend.url, anonKey: backend.anonKey }, close: async () => {} };
  }
  const { EMBEDDED_ANON_KEY, EMBEDDED_BACKEND_URL, openEmbeddedBackend } = await import('@/embedded-backend');
  const embedded = await openEmbeddedBackend();
  return { clientOptions: { url: EMBEDDED_BACKEND_URL, anonKey: EMBEDDED_ANON_KEY, fetch: embedded.fetch }, close: embedded.close };
}

/**
 * The hosted backend's answer to the smallest question the build asks, asked before minutes of
 * compiling (scripts/prebuild.mjs): one that fails now would fail the build then. A project without
 * the content_version migration passes; the build says so.
 */
export async function checkHostedBackend(backend: HostedBackend, fetch?: ContentClientOptions['fetch']): Promise<void> {
  const source = { client: createNodeContentClient({ url: backend.url, anonKey: backend.anonKey, fetch }), url: backend.url };
  try {
    await getContentVersion(source, { timeoutMs: BUILD_QUERY_TIMEOUT_MS });
  } catch (error) {
    if (!isMissingTable(error)) throw error;
  }
}

/** A hosted project without the content_version migration still builds; its visitors re-read the tables every visit. */
async function builtVersion(source: ContentSource, options: QueryOptions): Promise<number | null> {
  try {
    return await getContentVersion(source, options);
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    console.warn(
      `[content] ${(error as Error).message}. Building without a content version: every visit will re-read both tables. ` +
        'Apply supabase/migrations (npx supabase db push) to add it.',
    );
    return null;
  }
}

const counts = (tables: ContentItems): string => {
  const parts = CONTENT_TABLES.map((table) => `${tables[table.name].length} ${table.name}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join('');
};

function summaryLine(backend: BackendConfig, tables: ContentItems, issues: ContentIssue[], version: number | null): string {
  const source =
    backend.kind === 'embedded'
      ? 'the embedded backend (PGlite with supabase/migrations and seed.sql)'
      : `Supabase at ${backend.url}`;
  const rowsSkipped = issues.filter((issue) => issue.dropped === 'row').length;
  const valuesDropped = issues.length - rowsSkipped;
  const skipped =
    issues.length === 0
      ? 'nothing skipped'
      : `${rowsSkipped} row(s) skipped, ${valuesDropped} value(s) dropped (see the warnings above)`;
  return `[content] ${counts(tables)} from ${source}, content version ${version ?? 'none'}; ${skipped}.`;
}

/** A hosted project without the translations' migration still builds, every language in the default's text. */
async function translationRows(source: ContentSource, options: QueryOptions, siteDefault: Locale): Promise<Record<TableName, unknown[]>> {
  const translated = CONTENT_TABLES.filter((table) => translatedFields(table).length > 0);
  const results = await Promise.allSettled(translated.map((table) => readTranslationRows(source, table, options)));
  const missing: string[] = [];
  const rows = Object.fromEntries(CONTENT_TABLES.map((table) => [table.name, [] as unknown[]])) as Record<TableName, unknown[]>;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') rows[translated[index]!.name] = result.value;
    else if (isMissingTable(result.reason)) missing.push((result.reason as Error).message);
    else throw result.reason;
  });
  if (missing.length > 0) {
    console.warn(
      `[content] ${missing.join('; ')}. Building without content translations: every language shows ${siteDefault}'s text. ` +
        'Apply supabase/migrations (npx supabase db push) to add them.',
    );
  }
  return rows;
}

/** The translation rows of the site's other languages, and the lines: the rows left out, and each language's fallbacks. */
export function siteTranslations(tables: ContentItems, all: Translations, siteLocales: readonly [Locale, ...Locale[]]): { translations: Translations; lines: string[] } {
  const [siteDefault, ...others] = siteLocales;
  const served = (row: { locale: Locale }) => others.includes(row.locale);
  const translations = Object.fromEntries(CONTENT_TABLES.map((table) => [table.name, all[table.name].filter(served)])) as Translations;
  const leftOut = new Map<Locale, number>();
  for (const row of Object.values(all).flat()) if (!served(row)) leftOut.set(row.locale, (leftOut.get(row.locale) ?? 0) + 1);

  const lines: string[] = [];
  if (leftOut.size > 0) lines.push(leftOutLine(leftOut, siteLocales));
  for (const locale of others) {
    const localized = CONTENT_TABLES.map((table) => localizedTable(table, { tables, translations }, pageTranslation(locale, siteDefault)!));
    const fields = localized.reduce((sum, table) => sum + table.fields, 0);
    const fellBack = localized.reduce((sum, table) => sum + table.fellBack, 0);
    lines.push(`[content] ${locale}: ${fellBack} of ${fields} translatable fields fell back to ${siteDefault}'s text.`);
  }
  return { translations, lines };
}
function leftOutLine(leftOut: Map<Locale, number>, siteLocales: readonly [Locale, ...Locale[]]): string {
  const [siteDefault] = siteLocales;
  const total = [...leftOut.values()].reduce((sum, count) => sum + count, 0);
  const unknown = [...leftOut].filter(([code]) => code !== siteDefault).sort(([a], [b]) => a.localeCompare(b));
  const parts: string[] = [];
  if (unknown.length > 0) {
    const codes = unknown.map(([code, count]) => `${code} (${count}${spellingNote(code)})`).join(', ');
    parts.push(`${codes}, not in locales (lib/profile.ts lists ${siteLocales.join(', ')})`);
  }
  const forDefault = leftOut.get(siteDefault);
  if (forDefault !== undefined) {
    parts.push(`${siteDefault} (${forDefault}), the default language, whose text is the content tables' own`);
  }
  return `[content] ${total} translation ${total === 1 ? 'row' : 'rows'} left out: ${parts.join('; ')}.`;
}

/** The database takes any text as a locale; the build says what a near miss should be. */
function spellingNote(code: string): string {
  const spelled = canonical(code);
  if (spelled === null) return ', not a BCP 47 language tag';
  return spelled === code ? '' : `, spelled ${spelled} in BCP 47`;
}
