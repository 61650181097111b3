import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '../../scripts/lib/build-env';
import { liveRefreshBackend, resolveBackend, siteUrl } from '../../lib/config';
import { run } from '../../scripts/lib/processes';
import { ROOT } from '../../scripts/lib/root';
import { firstPaintMode } from '../../scripts/postbuild/first-paint-mode';
import { buildReferenceExport } from './reference-export';

/** Exports kept by what they are made from, so that the benches of a CI run build each site once. */
const STORE = path.join(ROOT, '.builds');

type Env = Partial<Record<string, string>>;
type Entry = { dir: string; seconds: number; fingerprint: string; tree: string };
export type Shared = { seconds: number; reusedFrom: string | null };

export function treeHash(root: string = ROOT): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root }).toString().split('\0').filter(Boolean);
  const hash = createHash('sha256');
  for (const file of [...files.sort(), 'node_modules/.package-lock.json']) {
    const at = path.join(root, file);
    if (existsSync(at)) hash.update(`${file}\0`).update(readFileSync(at)).update('\0');
  }
  return hash.digest('hex');
}

/** The variables as the build resolves them: unset and empty alike, SITE_URL's fallback applied. */
export function buildInputs(env: Env): Record<string, string> {
  const backend = resolveBackend(env);
  return {
    backend: backend.kind === 'hosted' ? `${backend.url} ${backend.anonKey}` : 'embedded',
    liveRefresh: liveRefreshBackend(env) ? 'on' : 'off',
    site: siteUrl(env).href,
    firstPaint: firstPaintMode(env),
    buildId: env.SITE_BUILD_ID?.trim() ?? '',
    node: process.version,
  };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
export const siteKey = (env: Env, tree: string): string => digest({ site: buildInputs(env), tree });

/** Every build writes a new index.html (the build id is in it): a folder built again since it was kept no longer matches. */
const fingerprint = (dir: string) => createHash('sha256').update(readFileSync(path.join(dir, 'index.html'))).digest('hex');

function lookUp(store: string, key: string): Entry | null {
  const file = path.join(store, `${key}.json`);
  if (!existsSync(file)) return null;
  const entry = JSON.parse(readFileSync(file, 'utf8')) as Entry;
  const dir = path.resolve(ROOT, entry.dir);
  return existsSync(path.join(dir, 'index.html')) && fingerprint(dir) === entry.fingerprint ? entry : null;
}

/** Keeps `dir` as the export of `key`, forgetting what other states of the project built. */
export function keep({ key, tree, dir, seconds, store = STORE }: { key: string; tree: string; dir: string; seconds: number; store?: string }): void {
  mkdirSync(store, { recursive: true });
  for (const file of readdirSync(store).filter((name) => name.endsWith('.json'))) {
    if ((JSON.parse(readFileSync(path.join(store, file), 'utf8')) as Entry).tree === tree) continue;
    rmSync(path.join(store, file));
    rmSync(path.join(store, path.basename(file, '.json')), { recursive: true, force: true });
  }
  const entry: Entry = { dir: path.relative(ROOT, dir), seconds, fingerprint: fingerprint(dir), tree };
  writeFileSync(path.join(store, `${key}.json`), `${JSON.stringify(entry, null, 2)}\n`);
}

type Make = { key: string; tree: string; make: (dir: string) => Promise<void>; store?: string; what?: string };

export async function shared(target: string, { key, tree, make, store = STORE, what }: Make): Promise<Shared> {
  const found = lookUp(store, key);
  const dir = found ? path.resolve(ROOT, found.dir) : path.join(store, key);
  let seconds = found?.seconds ?? 0;
  if (what) console.log(found ? `${what}: copied from ${found.dir}/, built from the same files and settings.` : `Building ${what}...`);
  if (!found) {
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    await make(dir);
    seconds = (performance.now() - started) / 1000;
    keep({ key, tree, dir, seconds, store });
  }
  // A copy, not links: a bench rewrites pages of its copy (the floors), and out/ stays as it was built.
  rmSync(target, { recursive: true, force: true });
  cpSync(dir, target, { recursive: true });
  return { seconds, reusedFrom: found ? found.dir : null };
}

export function sharedSite(what: string, target: string, env: Record<string, string>): Promise<Shared> {
  const tree = treeHash();
  return shared(target, {
    key: siteKey({ ...process.env, ...env }, tree),
    tree,
    what,
    make: async (dir) => {
      await run('npm', ['run', '--silent', 'build'], { ...env, NEXT_EXPORT_DIR: path.relative(ROOT, dir) });
    },
  });
}

export function sharedReference(target: string): Promise<Shared> {
  const tree = treeHash();
  const key = digest({ reference: process.version, tree });
  return shared(target, {
    key,
    tree,
    what: 'the reference, the smallest App Router export with one button',
    make: async (dir) => {
      const source = path.join(STORE, `${key}-src`);
      cpSync(await buildReferenceExport(source), dir, { recursive: true });
      rmSync(source, { recursive: true, force: true });
    },
  });
}
