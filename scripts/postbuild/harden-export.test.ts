import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportedPage, writeExport } from '@/tests/helpers/exported-page';
import { hardenExportStep } from './harden-export';

let dir: string;
const file = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const run = () => hardenExportStep.run(dir);

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('harden-export', () => {
  it("puts the policy first in each page's <head>, hashing every inline script, and writes it into _headers", () => {
    dir = writeExport({ 'index.html': exportedPage(), 'google123.html': 'google-site-verification: google123.html' });
    expect(run()).toEqual([expect.stringMatching(/^2 pages: 4 inline script hashes, connect-src .*; wrote _headers\.$/)]);
    const policy = /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(file('index.html'))?.[1];
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+'){4};/);
    expect(file('_headers')).toContain(`Content-Security-Policy: ${policy}; frame-ancestors 'none'`);
    expect(file('_headers')).toContain('X-Frame-Options: DENY');
    // An opener policy would start each visit in a cold renderer process (see harden-export.ts).
    expect(file('_headers')).not.toContain('Cross-Origin-Opener-Policy');
    // No page of the app, and nowhere to put a <meta>: left as it was.
    expect(file('google123.html')).toBe('google-site-verification: google123.html');
  });

  it('refuses a page of the app with no <head> for the policy, and one with a style attribute', () => {
    dir = writeExport({ 'index.html': exportedPage().replace('<head><meta charSet="utf-8"/>', ''), 'styled.html': exportedPage({ body: '<p style="color:red">x</p>' }) });
    expect(run).toThrow(
      [
        '[harden-export] index.html: expected a <head> to put the Content-Security-Policy <meta> in; found none. The page would be published without its policy.',
        "[harden-export] styled.html: expected no style attribute (it would need 'unsafe-hashes'); found color:red. Move them into a stylesheet.",
      ].join('\n'),
    );
  });
});
