import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export type EmbeddedDatabaseOptions = {
  supabaseDir?: string;
  seed?: boolean;
  /** The seed to run, in place of the project's supabase/seed.sql: the tests give their own content. */
  seedFile?: string;
  /** Snapshots skip initdb, which dominates a cold start; keyed by a hash of every SQL file run. */
  snapshotDir?: string | false;
};

/** As on hosted Supabase, grants give the API roles everything, so row-level security is tested exactly as in production. */
const SUPABASE_PLATFORM_SQL = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;

  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`;

function defaultSupabaseDir(): string {
  return path.join(process.cwd(), 'supabase');
}

export async function openEmbeddedDatabase(options: EmbeddedDatabaseOptions = {}): Promise<PGlite> {
  const supabaseDir = options.supabaseDir ?? defaultSupabaseDir();
  const seed = (options.seed ?? true) ? path.resolve(options.seedFile ?? path.join(supabaseDir, 'seed.sql')) : null;
  const scripts = await sqlScripts(supabaseDir, seed);
  const snapshotDir = options.snapshotDir ?? path.join(process.cwd(), 'node_modules', '.cache', 'embedded-backend');
  const snapshotFile = snapshotDir === false ? null : path.join(snapshotDir, `${snapshotKey(await pgliteVersion(), scripts)}.tar.gz`);

  const snapshot = snapshotFile ? await readFile(snapshotFile).catch(() => null) : null;
  if (snapshot) return PGlite.create({ loadDataDir: new Blob([snapshot]) });

  const db = await PGlite.create();
  for (const script of scripts) {
    try {
      await db.exec(script.sql);
    } catch (error) {
      await db.close();
      throw new Error(`Embedded backend: ${script.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  if (snapshotFile) await saveSnapshot(db, snapshotFile);
  return db;
}

type SqlScript = { name: string; sql: string };

async function sqlScripts(supabaseDir: string, seed: string | null): Promise<SqlScript[]> {
  const migrationsDir = path.join(supabaseDir, 'migrations');
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const files = names.map((name) => path.join(migrationsDir, name));
  if (seed) files.push(seed);
  const scripts = await Promise.all(
    files.map(async (file) => ({ name: path.relative(supabaseDir, file), sql: await readFile(file, 'utf8') })),
  );
  return [{ name: 'Supabase platform roles and grants', sql: SUPABASE_PLATFORM_SQL }, ...scripts];
}

/** A snapshot is only valid for the Postgres build that wrote it. */
async function pgliteVersion(): Promise<string> {
  const manifest = path.join(process.cwd(), 'node_modules', '@electric-sql', 'pglite', 'package.json');
  const text = await readFile(manifest, 'utf8').catch(() => '{}');
  return String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown');
}

function snapshotKey(version: string, scripts: SqlScript[]): string {
  const hash = createHash('sha256');
  hash.update(version);
  for (const script of scripts) hash.update(`\0${script.name}\0${script.sql}`);
  return hash.digest('hex').slice(0, 16);
}

/** A failed save only costs the next start its speed, so it is reported, not thrown. */
async function saveSnapshot(db: PGlite, file: string): Promise<void> {
  try {
    const blob = await db.dumpDataDir('gzip');
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a concurrent start never reads half a snapshot.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
  } catch (error) {
    console.warn(`[embedded backend] could not save a snapshot to ${file}: ${(error as Error).message}`);
  }
}
