import { render } from '@testing-library/react';
import { MARKDOWN } from '@/lib/constants';
import type { ReactElement } from 'react';
import { CaseStudyMarkdown } from './case-study/case-study-markdown';
import { ProjectMarkdown, type MarkdownProps } from './project-markdown';
import { isSafeUrl, sanitizeMarkdownUrl } from '@/lib/markdown-sanitizer';
import en from '@/lib/i18n/en';
import { defaultLocale } from '@/lib/languages';
import { homePage } from '@/lib/languages/paths';

/** The default language's page at a domain's root. */
const links = { newTabNote: en.common.opensInNewTab, home: homePage(defaultLocale, '') };
// Any language but the tests' default, under a base path: the home page furthest from the root.
const other = defaultLocale === 'de' ? 'fr' : 'de';
const underBase = { ...links, home: homePage(other, '/portfolio') };

/**
 * Project descriptions are the owner's content, but they must never become an XSS vector: each
 * vector is rendered through the real markdown renderer and the resulting DOM is inspected with
 * the browser's own URL parser (jsdom's WHATWG URL), independently of the sanitizer's logic.
 */
const VECTORS: Array<[string, string]> = [
  ['plain javascript:', '[x](javascript:alert(1))'],
  ['mixed case', '[x](JavaScript:alert(1))'],
  ['upper case', '[x](JAVASCRIPT:alert(1))'],
  ['angle-bracket destination', '[x](<javascript:alert(1)>)'],
  ['autolink', '<javascript:alert(1)>'],
  ['reference link', '[x][evil]\n\n[evil]: javascript:alert(1)'],
  ['with a title', '[x](javascript:alert(1) "title")'],
  ['tab entity inside the scheme', '[x](java&#x09;script:alert(1))'],
  ['newline entity inside the scheme', '[x](jav&#x0A;ascript:alert(1))'],
  ['carriage return entity inside the scheme', '[x](jav&#x0D;ascript:alert(1))'],
  ['decimal entity for j', '[x](&#106;avascript:alert(1))'],
  ['hex entity for j', '[x](&#x6A;avascript:alert(1))'],
  ['zero-padded decimal entity', '[x](&#0000106;avascript:alert(1))'],
  ['&colon; entity', '[x](javascript&colon;alert(1))'],
  ['decimal colon entity', '[x](javascript&#58;alert(1))'],
  ['hex colon entity', '[x](javascript&#x3A;alert(1))'],
  ['fully entity-encoded scheme', '[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))'],
  ['double-encoded entity', '[x](&amp;#x6A;avascript:alert(1))'],
  ['percent-encoded letter', '[x](jav%61script:alert(1))'],
  ['leading percent-encoded space', '[x](%20javascript:alert(1))'],
  ['leading control character', '[x](\u0001javascript:alert(1))'],
  ['comment-looking payload', '[x](javascript://%0Aalert(1))'],
  ['vbscript:', '[x](vbscript:msgbox(1))'],
  ['mixed-case vbscript:', '[x](VBScript:msgbox(1))'],
  ['data: HTML', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['upper-case data:', '[x](DATA:text/html,alert(1))'],
  ['file:', '[x](file:///etc/passwd)'],
  ['blob:', '[x](blob:https://example.com/0000)'],
  ['image with javascript:', '![x](javascript:alert(1))'],
  ['image with data: SVG', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['raw script element', '<script>alert(1)</script>'],
  ['raw img with onerror', '<img src=x onerror=alert(1)>'],
  ['raw anchor with javascript:', '<a href="javascript:alert(1)">x</a>'],
  ['raw anchor with an entity-encoded scheme', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['raw iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['raw svg with onload', '<svg onload=alert(1)>'],
  ['raw style element', '<style>body{display:none}</style>'],
  ['raw element inside a link', '[<img src=x onerror=alert(1)>](https://example.com)'],
  ['attribute break-out in a destination', '[x](https://example.com" onclick="alert(1))'],
  ['attribute break-out in a title', '[x](https://example.com "a\\" onclick=\\"alert(1)")'],
];

const ALLOWED = new Set(MARKDOWN.allowedProtocols.map((protocol) => `${protocol}:`));

type Renderer = (props: MarkdownProps) => ReactElement;

/** A case study's body, every relative image path one the build made: the most it lets through. */
const MADE = { name: 'made-0123456789', width: 800, height: 500, widths: [360, 540, 800] };
const caseStudyBody: Renderer = (props) => <CaseStudyMarkdown {...props} projectId={1} media="/media/" bucketImage={() => MADE} />;
const RENDERERS: Array<[string, Renderer]> = [
  ['a description', (props) => <ProjectMarkdown {...props} />],
  ["a case study's body", caseStudyBody],
];

function inspect(markdown: string, home = links.home, Render: Renderer = RENDERERS[0]![1]) {
  const { container } = render(<Render source={markdown} {...links} home={home} />);
  const elements = [...container.querySelectorAll('*')];
  const urls = [
    ...[...container.querySelectorAll('[href]')].map((element) => element.getAttribute('href')!),
    ...[...container.querySelectorAll('[src]')].map((element) => element.getAttribute('src')!),
  ];
  return {
    active: container.querySelectorAll('script, iframe, object, embed, style, svg, form, base, meta, link').length,
    handlers: elements.flatMap((element) => [...element.attributes].filter((attribute) => /^on/i.test(attribute.name))).length,
    badUrls: urls.filter((url) => !ALLOWED.has(new URL(url, 'https://site.example/').protocol)),
  };
}

describe('markdown descriptions against XSS vectors', () => {
  it(`has at least 30 vectors`, () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(RENDERERS)('in %s', (_where, Render) => {
    it.each(VECTORS)('%s: no script, no handler, no unsafe URL', (_name, markdown) => {
      expect(inspect(markdown, links.home, Render)).toEqual({ active: 0, handlers: 0, badUrls: [] });
      expect(inspect(markdown, underBase.home, Render)).toEqual({ active: 0, handlers: 0, badUrls: [] });
    });
  });

  it('shows raw HTML as text instead of parsing it', () => {
    const { container } = render(<ProjectMarkdown source={'<img src=x onerror=alert(1)> and <b>bold</b>'} {...links} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b>');
  });

  it('keeps the link text when it drops the URL', () => {
    const { container } = render(<ProjectMarkdown source="[click me](javascript:alert(1))" {...links} />);
    expect(container.textContent).toBe('click me');
    expect(container.querySelector('a[href]')).toBeNull();
  });
});

describe('allowed links', () => {
  it.each([
    ['http', 'http://example.com/page'],
    ['https', 'https://example.com/page?q=1#top'],
    ['irc', 'irc://irc.example.net/channel'],
    ['ircs', 'ircs://irc.example.net/channel'],
    ['mailto', 'mailto:hello@example.com'],
    ['xmpp', 'xmpp:someone@example.com'],
  ])('keeps %s links as they are, opening in a new tab', (_protocol, url) => {
    const { container } = render(<ProjectMarkdown source={`[link](${url})`} {...links} />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('link (opens in a new tab)');
  });

  it.each([
    ['/about', '/about'],
    ['#projects', '#projects'],
    ['notes/today', '/notes/today'],
    ['?page=2', '/?page=2'],
  ])('keeps the relative or fragment link %s, as the home page resolves it, in the same tab', (url, href) => {
    const { container } = render(<ProjectMarkdown source={`[here](${url})`} {...links} />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(href);
    expect(link).not.toHaveAttribute('target');
  });

  it('renders emphasis, lists and code, and turns headings into strong text', () => {
    const { container } = render(<ProjectMarkdown source={'# Title\n\n**bold** *it* `code`\n\n- one\n- two'} {...links} />);
    expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('Title');
    expect(container.querySelectorAll('strong, em, code, li')).toHaveLength(6);
  });

  it('shows named and numeric entities as their characters', () => {
    const { container } = render(<ProjectMarkdown source={'Fast &mdash; caf&eacute; &#233; &amp; &lt;b&gt;'} {...links} />);
    expect(container.textContent).toBe('Fast — café é & <b>');
  });
});

describe("relative URLs, as the home page of the page's language resolves them", () => {
  const hrefs = (source: string, props: typeof links) => {
    const { container } = render(<ProjectMarkdown source={source} {...props} />);
    return [...container.querySelectorAll('[href], [src]')].map((element) => element.getAttribute('href') ?? element.getAttribute('src'));
  };
  const source = '[readme](docs/readme.md) [up](../notes.md) [here](./x) [next](?page=2) [install](#installation) [ref][r] ![shot](img/shot.png)\n\n[r]: docs/ref.md';

  it('on the default language at the root', () => {
    expect(hrefs(source, links)).toEqual(['/docs/readme.md', '/notes.md', '/x', '/?page=2', '#installation', '/docs/ref.md', '/img/shot.png']);
  });

  it('on another language under a base path', () => {
    expect(hrefs(source, underBase)).toEqual([
      `/portfolio/${other}/docs/readme.md`,
      '/portfolio/notes.md',
      `/portfolio/${other}/x`,
      `/portfolio/${other}/?page=2`,
      '#installation',
      `/portfolio/${other}/docs/ref.md`,
      `/portfolio/${other}/img/shot.png`,
    ]);
  });

  it('leaves absolute URLs as they are, in a new tab', () => {
    const { container } = render(<ProjectMarkdown source="[site](https://example.com/docs) [mail](mailto:hello@example.com)" {...underBase} />);
    expect([...container.querySelectorAll('a')].map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['https://example.com/docs', '_blank'],
      ['mailto:hello@example.com', '_blank'],
    ]);
  });
});

describe('sanitizeMarkdownUrl', () => {
  it('answers null for what it refuses and the URL itself for what it keeps', () => {
    expect(sanitizeMarkdownUrl('javascript:alert(1)')).toBeNull();
    expect(sanitizeMarkdownUrl('https://example.com')).toBe('https://example.com');
    expect(isSafeUrl('ftp://example.com')).toBe(false);
    expect(isSafeUrl('weird:thing')).toBe(false);
  });
});
