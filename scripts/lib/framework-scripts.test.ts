import { deferFramework, frameworkScripts, loaderPayload } from './framework-scripts';

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
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"$1\\",null,{}]\\n"])</script>',
  '</body></html>',
].join('');

describe('deferFramework', () => {
  const { html: deferred, payload } = deferFramework(exported);

  it('takes every framework <script src>, script preload and the inline RSC payload out of the page, and nothing else', () => {
    expect(deferred).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(deferred).not.toMatch(/as="script"/);
    expect(deferred).not.toContain('__next_f');
    expect(deferred).toContain('as="font"');
    expect(deferred).toContain('<script id="_R_">');
    expect(deferred).toContain('<p>content</p>');
  });

  it('puts one loader where the first one was, naming each script, the nomodule polyfills apart, and the payload', () => {
    expect(deferred.match(/id="framework-loader"/g)).toHaveLength(1);
    expect(deferred.indexOf('id="framework-loader"')).toBeLessThan(deferred.indexOf('performance.mark'));
    expect(frameworkScripts(deferred)).toEqual({
      scripts: ['/portfolio/_next/static/chunks/a.js', '/portfolio/_next/static/chunks/turbopack-b.js', '/portfolio/_next/static/chunks/page.js'],
      noModule: ['/portfolio/_next/static/chunks/polyfills.js'],
    });
    expect(frameworkScripts(exported)).toEqual(frameworkScripts(deferred));
    expect(loaderPayload(deferred)).toBe(payload!.src);
  });

  it('writes the payload as a script that runs its inline scripts in order, named by its content, beside the scripts', () => {
    expect(payload!.src).toMatch(/^\/portfolio\/_next\/static\/chunks\/payload-[0-9a-f]{16}\.js$/);
    const pushed: unknown[] = [];
    new Function('self', payload!.code)({ __next_f: { push: (chunk: unknown) => pushed.push(chunk) } });
    const self: { __next_f?: unknown[] } = {};
    new Function('self', payload!.code)(self);
    expect(self.__next_f).toEqual([[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:["$","$1",null,{}]\n']]);
    expect(pushed).toEqual([[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:["$","$1",null,{}]\n']]);
    const other = deferFramework(exported.replace('null,{}', 'null,{"a":1}')).payload!;
    expect(other.src).not.toBe(payload!.src);
  });

  it('leaves a page without framework scripts as it is, and a rewritten page too', () => {
    expect(deferFramework('<html><body>plain</body></html>')).toEqual({ html: '<html><body>plain</body></html>', payload: null });
    expect(deferFramework(deferred)).toEqual({ html: deferred, payload: null });
  });

  it('gives a page without an inline payload a loader without one', () => {
    const page = deferFramework(exported.replace(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g, ''));
    expect(page.payload).toBeNull();
    expect(loaderPayload(page.html)).toBeNull();
  });

  it('refuses a page whose framework scripts nothing would load: one without the gate', () => {
    expect(() => deferFramework(exported.replace('performance.mark("gate-open")', ''))).toThrow(/no page gate script/);
  });
});
