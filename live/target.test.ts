import { liveTarget } from '../lib/config';
import { sameAddress, servedAddress } from './target';

describe('liveTarget', () => {
  it('reads the page, the address it was built for, the expected build id and the Supabase project', () => {
    expect(
      liveTarget({
        LIVE_URL: 'http://127.0.0.1:8788/portfolio',
        LIVE_SITE_URL: 'https://owner.github.io/portfolio',
        EXPECTED_BUILD_ID: ' 42-1 ',
        NEXT_PUBLIC_SUPABASE_URL: 'https://ref.supabase.co/',
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'key',
      }),
    ).toEqual({
      url: 'http://127.0.0.1:8788/portfolio/',
      siteUrl: 'https://owner.github.io/portfolio/',
      expectedBuildId: '42-1',
      backend: { url: 'https://ref.supabase.co', anonKey: 'key' },
    });
  });

  it('checks structure only without Supabase variables, and the page names itself by the URL checked', () => {
    expect(liveTarget({ LIVE_URL: 'https://owner.github.io/' })).toEqual({ url: 'https://owner.github.io/', siteUrl: 'https://owner.github.io/', expectedBuildId: null, backend: null });
  });

  it.each([
    [{}, /LIVE_URL is not set/],
    [{ LIVE_URL: 'owner.github.io' }, /LIVE_URL must be an absolute URL/],
    [{ LIVE_URL: 'ftp://owner.github.io/' }, /LIVE_URL must be an http\(s\) URL/],
    [{ LIVE_URL: 'https://owner.github.io/', NEXT_PUBLIC_SUPABASE_URL: 'https://ref.supabase.co' }, /Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY \(or the legacy NEXT_PUBLIC_SUPABASE_ANON_KEY\)/],
  ])('refuses %j', (env, message) => {
    expect(() => liveTarget(env)).toThrow(message);
  });
});

describe('addresses', () => {
  const target = liveTarget({ LIVE_URL: 'http://127.0.0.1:8788/', LIVE_SITE_URL: 'https://example.com/' });

  it('fetches what the site names under its own address from the copy checked', () => {
    expect(servedAddress(target, 'https://example.com/og.png')).toBe('http://127.0.0.1:8788/og.png');
    expect(servedAddress(target, 'https://cdn.example.net/og.png')).toBe('https://cdn.example.net/og.png');
  });

  it('compares addresses with or without the trailing slash', () => {
    expect(sameAddress('https://example.com/portfolio', 'https://example.com/portfolio/')).toBe(true);
    expect(sameAddress('https://example.com/', 'https://example.com/portfolio/')).toBe(false);
  });
});
