import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportedPage, writeExport } from '@/tests/helpers/exported-page';
import { HEADERS_LIMITS, hardenExportStep } from './harden-export';

let dir: string;
const file = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const run = () => hardenExportStep.run(dir);
const metaPolicy = (html: string) => /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('harden-export', () => {
  it("puts a policy first in each page's <head>, hashing that page's inline scripts, whatever loads the framework", () => {
    // Next's own export (no loader) beside a page with one more inline script and no framework at all.
    const other = exportedPage({ body: '<p>other</p><script>more()</script>' }).replace(/<script src="[^"]*"[^>]*><\/script>/g, '');
    dir = writeExport({ 'index.html': exportedPage(), 'other.html': other, 'google123.html': 'google-site-verification: google123.html' });
    expect(run()).toEqual([expect.stringMatching(/^2 of 3 pages: a policy each, 5 inline script hashes in all, 0 style attribute hashes, connect-src .*; wrote _headers\.$/)]);
    const index = metaPolicy(file('index.html'))!;
    expect(directive(index, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[^']+'){4}$/);
    expect(directive(metaPolicy(file('other.html'))!, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[^']+'){5}$/);
    expect(index).toContain("object-src 'none'; base-uri 'none'; form-action 'none'");
    // No page of the app, and nowhere to put a <meta>: left as it was.
    expect(file('google123.html')).toBe('google-site-verification: google123.html');
    // Run again, a page keeps one policy.
    run();
    expect(file('index.html').match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it("writes into _headers the policy's directives that need no hash, and frame-ancestors, which only a header carries", () => {
    dir = writeExport({ 'index.html': exportedPage() });
    run();
    const header = /^ {2}Content-Security-Policy: (.*)$/m.exec(file('_headers'))?.[1];
    expect(header).toBe(
      "img-src 'self' https:; font-src 'self' data:; connect-src 'self'" +
        (process.env.NEXT_PUBLIC_SUPABASE_URL ? ` ${new URL(process.env.NEXT_PUBLIC_SUPABASE_URL).origin}` : '') +
        "; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; worker-src 'self'; frame-ancestors 'none'",
    );
    // Each directive the header has is the meta's own: the two policies never disagree.
    const meta = metaPolicy(file('index.html'))!;
    for (const part of header!.split('; ').filter((part) => !part.startsWith('frame-ancestors'))) expect(meta.split('; ')).toContain(part);
    expect(file('_headers')).toContain('X-Frame-Options: DENY');
    // An opener policy would start each visit in a cold renderer process (see harden-export.ts).
    expect(file('_headers')).not.toContain('Cross-Origin-Opener-Policy');
  });

  it('refuses a page with inline code and no <head> for the policy', () => {
    dir = writeExport({ 'index.html': exportedPage().replace('<head><meta charSet="utf-8"/>', '') });
    expect(run).toThrow(
      '[harden-export] index.html: expected a <head> to put the Content-Security-Policy <meta> in, in a page with inline scripts or styles; found none. The page would be published with no policy naming its inline code.',
    );
  });

  it("allows a page's style attributes by their hashes, as the browser reads their values, with 'unsafe-hashes' in that page's policy alone", () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const styled = exportedPage({ body: '<p style="color:red">x</p><p style="font-family:&quot;Inter&quot;, &#x27;A &amp; B&#39;">y</p><script>" style=\"in a script\""</script>' });
    dir = writeExport({ 'index.html': exportedPage(), 'styled.html': styled });
    expect(run()).toEqual([expect.stringMatching(/ 2 style attribute hashes, /)]);
    const styleSrc = directive(metaPolicy(file('styled.html'))!, 'style-src')!.split(' ');
    expect(styleSrc).toEqual(expect.arrayContaining(["'unsafe-hashes'", hash('color:red'), hash('font-family:"Inter", \'A & B\'')]));
    expect(styleSrc).not.toContain(hash('in a script'));
    expect(directive(metaPolicy(file('index.html'))!, 'style-src')).not.toContain("'unsafe-hashes'");
  });

  it('refuses a Suspense boundary streamed out of order, naming it and where it is, in either mode', () => {
    const streamed = exportedPage({ body: '<h2>Projects</h2><!--$?--><template id="B:0"></template><p>Loading…</p><!--/$--><div hidden id="S:0"><p>card</p></div>' });
    dir = writeExport({ 'index.html': exportedPage(), 'streamed.html': streamed });
    expect(run).toThrow(
      '[harden-export] streamed.html: expected content rendered in order; found content streamed out of order: the Suspense boundary B:0, after "Projects". Only a script shows it: visitors without JavaScript would see nothing of it. Let what it waits for resolve before the page is written (await it above the boundary), in either FIRST_PAINT mode.',
    );
    expect(hardenExportStep.firstPaint).toBe(false);
  });

  it("gives a folder's pages one no-cache rule, so that case studies and languages add none", () => {
    const studies = (folder: string) => Object.fromEntries(Array.from({ length: HEADERS_LIMITS.rules }, (_, index) => [`${folder}study-${index}/index.html`, exportedPage()]));
    dir = writeExport({ 'index.html': exportedPage(), 'projects/index.html': exportedPage(), ...studies('projects/'), ...studies('projects/de/'), 'de/index.html': exportedPage() });
    run();
    const rules = file('_headers').split('\n').filter((line) => line && !/^\s|^#/.test(line));
    expect(rules).toEqual(['/*', '/_next/static/*', '/', '/de/*', '/index.html', '/projects/*']);
    expect(file('_headers')).toMatch(/^\/projects\/\*\n {2}Cache-Control: no-cache$/m);
  });

  it("refuses a _headers past Cloudflare Pages' limits", () => {
    // Each page is two rules of its own (its file and its address), which do not vary with content.
    const pages = Object.fromEntries(Array.from({ length: HEADERS_LIMITS.rules / 2 }, (_, index) => [`page-${index}.html`, exportedPage()]));
    dir = writeExport({ 'index.html': exportedPage(), ...pages });
    expect(run).toThrow(/^\[harden-export\] _headers: expected a _headers within Cloudflare Pages' limits \(100 rules, 2000 characters a line\); found 10[0-9] rules\./);
  });
});
