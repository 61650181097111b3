import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { profile } from '@/tests/fixtures/profile';
import { ROOT } from '@/scripts/lib/root';
import { buildInputs, keep, shared, siteKey } from './shared-builds';

let work: string;
let store: string;

beforeEach(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'shared-builds-'));
  store = path.join(work, 'store');
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Stands in for `next build`: an export of one page, counting how often it was made. */
function writesPage(html: string) {
  const make = Object.assign(
    async (dir: string) => {
      make.calls++;
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), html);
    },
    { calls: 0 },
  );
  return make;
}

const page = (dir: string) => readFileSync(path.join(work, dir, 'index.html'), 'utf8');
const HOSTED = { NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_key' };

describe('the inputs a site is kept by', () => {
  it('are the same whether a variable is unset, empty or its default, as the build reads them', () => {
    const defaults = { NEXT_PUBLIC_SUPABASE_URL: '', NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: '', NEXT_PUBLIC_SUPABASE_ANON_KEY: '', SITE_URL: profile.siteUrl, FIRST_PAINT: 'deferred', NEXT_PUBLIC_LIVE_REFRESH: 'off' };
    expect(buildInputs(defaults)).toEqual(buildInputs({}));
    expect(siteKey(defaults, 'tree')).toBe(siteKey({}, 'tree'));
  });

  it('tell apart the files, the backend, the address, the first paint and live refresh (the languages are files: lib/profile.ts)', () => {
    const keys = [
      siteKey({}, 'tree'),
      siteKey({}, 'another tree'),
      siteKey(HOSTED, 'tree'),
      siteKey({ ...HOSTED, NEXT_PUBLIC_LIVE_REFRESH: 'off' }, 'tree'),
      siteKey({ SITE_URL: 'https://owner.github.io/portfolio' }, 'tree'),
      siteKey({ FIRST_PAINT: 'framework' }, 'tree'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a shared export', () => {
  it('is built once, and copied for the next that asks for it', async () => {
    const make = writesPage('<p>one</p>');
    const first = await shared(path.join(work, 'a'), { key: 'k', tree: 't', make, store });
    const second = await shared(path.join(work, 'b'), { key: 'k', tree: 't', make, store });
    expect(make.calls).toBe(1);
    expect(first.reusedFrom).toBeNull();
    expect(second).toEqual({ seconds: first.seconds, reusedFrom: path.relative(ROOT, path.join(store, 'k')) });
    expect([page('a'), page('b')]).toEqual(['<p>one</p>', '<p>one</p>']);
  });

  it('is built again when its folder was rebuilt since it was kept', async () => {
    await shared(path.join(work, 'a'), { key: 'k', tree: 't', make: writesPage('<p>one</p>'), store });
    writeFileSync(path.join(store, 'k', 'index.html'), '<p>rebuilt with other settings</p>');
    const make = writesPage('<p>two</p>');
    expect((await shared(path.join(work, 'b'), { key: 'k', tree: 't', make, store })).reusedFrom).toBeNull();
    expect(page('b')).toBe('<p>two</p>');
  });

  it('is forgotten, folder and all, once an export of another state of the project is kept', async () => {
    await shared(path.join(work, 'a'), { key: 'old', tree: 'before the edit', make: writesPage('<p>old</p>'), store });
    await shared(path.join(work, 'b'), { key: 'new', tree: 'after the edit', make: writesPage('<p>new</p>'), store });
    expect([existsSync(path.join(store, 'old.json')), existsSync(path.join(store, 'old'))]).toEqual([false, false]);
    expect(existsSync(path.join(store, 'new.json'))).toBe(true);
  });

  it('may be a folder kept where it was built (out/): copied, never moved or changed', async () => {
    const out = path.join(work, 'out');
    await writesPage('<p>published</p>')(out);
    const before = statSync(path.join(out, 'index.html')).mtimeMs;
    keep({ key: 'k', tree: 't', dir: out, seconds: 42, store });
    const make = writesPage('<p>built again</p>');
    expect(await shared(path.join(work, 'bench'), { key: 'k', tree: 't', make, store })).toEqual({ seconds: 42, reusedFrom: path.relative(ROOT, out) });
    expect(make.calls).toBe(0);
    expect(page('bench')).toBe('<p>published</p>');
    expect(statSync(path.join(out, 'index.html')).mtimeMs).toBe(before);
  });
});
