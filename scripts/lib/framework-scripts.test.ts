import { deferFramework, frameworkScripts } from './framework-scripts';

/** A page as Next exports it: framework scripts in <head> and <body>, a preload, the gate script. */
const exported = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/portfolio/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/portfolio/_next/static/chunks/page.js"/>',
  '<script src="/portfolio/_next/static/chunks/a.js" async=""></script>',
  '<script src="/portfolio/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script>(function(){performance.mark("gate-open")})()</script>',
  '</head><body><p>content</p>',
  '<script src="/portfolio/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/portfolio/_next/static/chunks/page.js" async=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script>',
  '</body></html>',
].join('');

describe('deferFramework', () => {
  const deferred = deferFramework(exported);

  it('takes every framework <script src> and script preload out of the page, and nothing else', () => {
    expect(deferred).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(deferred).not.toMatch(/as="script"/);
    expect(deferred).toContain('as="font"');
    expect(deferred).toContain('<script id="_R_">');
    expect(deferred).toContain('self.__next_f.push([1,"payload"])');
    expect(deferred).toContain('<p>content</p>');
  });

  it('puts one loader where the first one was, naming each script, the nomodule polyfills apart', () => {
    expect(deferred.match(/id="framework-loader"/g)).toHaveLength(1);
    expect(deferred.indexOf('id="framework-loader"')).toBeLessThan(deferred.indexOf('performance.mark'));
    expect(frameworkScripts(deferred)).toEqual({
      scripts: ['/portfolio/_next/static/chunks/a.js', '/portfolio/_next/static/chunks/turbopack-b.js', '/portfolio/_next/static/chunks/page.js'],
      noModule: ['/portfolio/_next/static/chunks/polyfills.js'],
    });
    expect(frameworkScripts(exported)).toEqual(frameworkScripts(deferred));
  });

  it('leaves a page without framework scripts as it is, and a rewritten page too', () => {
    expect(deferFramework('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>');
    expect(deferFramework(deferred)).toBe(deferred);
  });

  it('refuses a page whose framework scripts nothing would load: one without the gate', () => {
    expect(() => deferFramework(exported.replace('performance.mark("gate-open")', ''))).toThrow(/no page gate script/);
  });
});
