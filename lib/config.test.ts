import { ConfigError, liveRefreshBackend, resolveBackend } from './config';

const URL = 'https://abcd.supabase.co';
const KEY = 'public-anon-key';

describe('resolveBackend', () => {
  it('uses the embedded backend when neither variable is set', () => {
    expect(resolveBackend({})).toEqual({ kind: 'embedded' });
    expect(resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: ' ', NEXT_PUBLIC_SUPABASE_ANON_KEY: '' }).kind).toBe('embedded');
  });

  it('uses the hosted backend when both are set', () => {
    expect(resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: `${URL}/`, NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })).toEqual({
      kind: 'hosted',
      url: URL,
      anonKey: KEY,
    });
  });

  it('names the missing variable when only one is set', () => {
    expect(() => resolveBackend({ NEXT_PUBLIC_SUPABASE_URL: URL })).toThrow(
      new ConfigError(
        'NEXT_PUBLIC_SUPABASE_URL is set but NEXT_PUBLIC_SUPABASE_ANON_KEY is missing: set both, or neither for the embedded backend.',
      ),
    );
    expect(() => resolveBackend({ NEXT_PUBLIC_SUPABASE_ANON_KEY: KEY })).toThrow(
      /NEXT_PUBLIC_SUPABASE_URL is missing/,
    );
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
