import { defaultLocale } from './languages';
import { homePage } from './languages/paths';
import { resolveFrom, sanitizerFrom } from './markdown-sanitizer';

// Any language but the tests' default: its home page is a folder of its own.
const other = defaultLocale === 'de' ? 'fr' : 'de';

/** The home page a description's links resolve from, on every page of a language: the default's and another's, at a domain's root and under a base path. */
const HOMES = {
  default: homePage(defaultLocale, ''),
  other: homePage(other, ''),
  defaultUnderBase: homePage(defaultLocale, '/portfolio'),
  otherUnderBase: homePage(other, '/portfolio'),
};

describe('homePage', () => {
  it("is the language's folder under the base path, from the host's root", () => {
    expect(HOMES).toEqual({ default: '/', other: `/${other}/`, defaultUnderBase: '/portfolio/', otherUnderBase: `/portfolio/${other}/` });
  });
});

describe('resolveFrom', () => {
  it.each<[string, string, Record<keyof typeof HOMES, string>]>([
    ['a relative path', 'docs/readme.md', { default: '/docs/readme.md', other: `/${other}/docs/readme.md`, defaultUnderBase: '/portfolio/docs/readme.md', otherUnderBase: `/portfolio/${other}/docs/readme.md` }],
    ['./x', './docs/readme.md', { default: '/docs/readme.md', other: `/${other}/docs/readme.md`, defaultUnderBase: '/portfolio/docs/readme.md', otherUnderBase: `/portfolio/${other}/docs/readme.md` }],
    ['../x', '../notes.md', { default: '/notes.md', other: '/notes.md', defaultUnderBase: '/notes.md', otherUnderBase: '/portfolio/notes.md' }],
    ['a query alone', '?page=2', { default: '/?page=2', other: `/${other}/?page=2`, defaultUnderBase: '/portfolio/?page=2', otherUnderBase: `/portfolio/${other}/?page=2` }],
    ['a path with a query and a fragment', 'docs/readme.md?v=1#setup', { default: '/docs/readme.md?v=1#setup', other: `/${other}/docs/readme.md?v=1#setup`, defaultUnderBase: '/portfolio/docs/readme.md?v=1#setup', otherUnderBase: `/portfolio/${other}/docs/readme.md?v=1#setup` }],
  ])('resolves %s (%s) from the home page of the language', (_name, url, expected) => {
    expect(Object.fromEntries(Object.entries(HOMES).map(([home, path]) => [home, resolveFrom(path, url)]))).toEqual(expected);
  });

  it.each([
    ['a fragment alone, which stays on the page that shows it', '#installation'],
    ['a path from the root', '/about'],
    ['an absolute URL', 'https://example.com/docs/readme.md'],
    ['a mail address', 'mailto:hello@example.com'],
    ['a URL without a scheme but with a host', '//example.com/docs'],
    ['a host no parser reads', '//[docs'],
    ['an empty URL', ''],
  ])('keeps %s as written', (_name, url) => {
    for (const home of Object.values(HOMES)) expect(resolveFrom(home, url)).toBe(url);
  });
});

describe('sanitizerFrom', () => {
  it.each(['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,alert(1)', 'jav&#x09;ascript:alert(1)', 'javascript&colon;alert(1)', 'ftp://example.com/'])(
    'still refuses %s, whatever the home page',
    (url) => {
      for (const home of Object.values(HOMES)) expect(sanitizerFrom(home)(url)).toBeNull();
    },
  );

  it('resolves what the allow-list keeps, and leaves absolute URLs alone', () => {
    expect(sanitizerFrom(HOMES.otherUnderBase)('docs/readme.md')).toBe(`/portfolio/${other}/docs/readme.md`);
    expect(sanitizerFrom(HOMES.otherUnderBase)('https://example.com/x')).toBe('https://example.com/x');
  });
});
