import { basePath, ConfigError, liveRefreshBackend, resolveBackend, siteUrl } from './config';

const URL = 'https://abcd.supabase.co';
const KEY = 'public-anon-key';

describe('resolveBackend', () => {
  it('uses the embedded backend when neither variable is set', () => {
    expect(resolveBackend({})).toEqual({ kind: 'embedded' });
    expect(resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: ' ', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' }).kind).toBe('embedded');
  });

  it('uses the hosted backend with the URL and the publishable key, Supabase\'s current name', () => {
    expect(resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: `${URL}/`, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: KEY })).toEqual({
      kind: 'hosted',
      url: URL,
      anonKey: KEY,
    });
  });

  it('still reads the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY, and prefers the publishable key when both are set', () => {
    expect(resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })).toMatchObject({ kind: 'hosted', anonKey: KEY });
    expect(
      resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: URL, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY }),
    ).toMatchObject({ anonKey: 'sb_publishable_x' });
  });

  it('names what is missing when only one half is set, both key names included', () => {
    expect(() => resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: URL })).toThrow(
      new ConfigError(
        'NEXT_PUBLIC_SUPABASE_URL is set but NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY (or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY) is missing: set both, or neither for the embedded backend.',
      ),
    );
    expect(() => resolveBackend({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: KEY })).toThrow(
      new ConfigError('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY is set but NEXT_PUBLIC_SUPABASE_URL is missing: set both, or neither for the embedded backend.'),
    );
    expect(() => resolveBackend({ NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })).toThrow(/^NEXT_PUBLIC_SUPABASE_ANON_KEY is set but NEXT_PUBLIC_SUPABASE_URL is missing/);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: 'abcd.supabase.co', NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })).toThrow(
      /must be an http\(s\) URL/,
    );
  });
});

describe('liveRefreshBackend', () => {
  it('is the hosted backend when one is configured', () => {
    expect(liveRefreshBackend({ NEXT_PUBLIC_SUPABASE_URL: URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })?.url).toBe(URL);
  });

  it('is off on the embedded default, which has no backend once deployed', () => {
    expect(liveRefreshBackend({})).toBeNull();
  });

  it('is off when NEXT_PUBLIC_LIVE_REFRESH=off', () => {
    expect(
      liveRefreshBackend({ NEXT_PUBLIC_SUPABASE_URL: URL, NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY, NEXT_PUBLIC_LIVE_REFRESH: 'off' }),
    ).toBeNull();
  });
});

describe('siteUrl and basePath', () => {
  it('is the page\'s own address, ending in "/", with the path as the base path', () => {
    expect(siteUrl({ SITE_URL: 'https://owner.github.io/portfolio' }).href).toBe('https://owner.github.io/portfolio/');
    expect(siteUrl({ SITE_URL: 'https://owner.github.io/portfolio/' }).href).toBe('https://owner.github.io/portfolio/');
    expect(basePath(siteUrl({ SITE_URL: 'https://owner.github.io/portfolio/' }))).toBe('/portfolio');
    expect(basePath(siteUrl({ SITE_URL: 'https://owner.github.io/a/b' }))).toBe('/a/b');
  });

  it('has no base path at a domain\'s root', () => {
    expect(siteUrl({ SITE_URL: 'https://jane.dev' }).href).toBe('https://jane.dev/');
    expect(basePath(siteUrl({ SITE_URL: 'https://jane.dev' }))).toBe('');
  });

  it('falls back to the address in lib/profile.ts when SITE_URL is unset or blank', () => {
    expect(siteUrl({}, 'https://example.com').href).toBe('https://example.com/');
    expect(siteUrl({ SITE_URL: '  ' }, 'https://jane.dev/cv').href).toBe('https://jane.dev/cv/');
  });

  it('refuses what is not an http(s) address of a page', () => {
    expect(() => siteUrl({ SITE_URL: 'owner.github.io/portfolio' })).toThrow(/must be an absolute URL/);
    expect(() => siteUrl({ SITE_URL: 'ftp://owner.github.io/' })).toThrow(/http\(s\)/);
    expect(() => siteUrl({ SITE_URL: 'https://owner.github.io/portfolio?ref=1' })).toThrow(/query or a fragment/);
  });
});
