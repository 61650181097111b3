import { exportedPage } from '@/tests/helpers/exported-page';
import { deferFramework, frameworkScripts, loaderPayload, loadsFramework, payloadScripts } from './framework-scripts';
import { GATE_SIGNAL } from '@/components/first-paint/before-paint';

const exported = exportedPage({ rows: ['1:"$Sreact.fragment"\n', '0:["$","$1",null,{}]\n'] });

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
    expect(deferred.match(/id="framework-after-paint"/g)).toHaveLength(1);
    expect(deferred.indexOf('id="framework-after-paint"')).toBeLessThan(deferred.indexOf('performance.mark'));
    expect(frameworkScripts(deferred)).toEqual({
      scripts: ['/portfolio/_next/static/chunks/a.js', '/portfolio/_next/static/chunks/turbopack-b.js', '/portfolio/_next/static/chunks/page.js'],
      noModule: ['/portfolio/_next/static/chunks/polyfills.js'],
    });
    expect(frameworkScripts(exported)).toEqual(frameworkScripts(deferred));
    expect(loaderPayload(deferred)).toEqual(payload.map((piece) => piece.src));
  });

  it('writes the payload as a script that runs its inline scripts in order, named by its content, beside the scripts', () => {
    expect(payload).toHaveLength(1);
    const [piece] = payload;
    expect(piece!.src).toMatch(/^\/portfolio\/_next\/static\/chunks\/payload-[0-9a-f]{16}\.js$/);
    const pushed: unknown[] = [];
    new Function('self', piece!.code)({ __next_f: { push: (chunk: unknown) => pushed.push(chunk) } });
    const self: { __next_f?: unknown[] } = {};
    new Function('self', piece!.code)(self);
    expect(self.__next_f).toEqual([[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:["$","$1",null,{}]\n']]);
    expect(pushed).toEqual([[0], [1, '1:"$Sreact.fragment"\n'], [1, '0:["$","$1",null,{}]\n']]);
    const other = deferFramework(exported.replace('null,{}', 'null,{\\"a\\":1}')).payload;
    expect(other[0]!.src).not.toBe(piece!.src);
  });

  it('cuts a large payload into pieces of about the size given, which run in order push the same text, surrogate pairs whole', () => {
    const text = `2:T${'x'.repeat(300)}😀${'é'.repeat(40)}"quoted"\n`.repeat(20);
    const large = exportedPage({ rows: ['1:"$Sreact.fragment"\n', text, '0:["$","$1",null,{}]\n'] });
    const pieces = deferFramework(large, 1024).payload;
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(piece.code.length).toBeLessThan(1024 * 1.2);
    expect(new Set(pieces.map((piece) => piece.src)).size).toBe(pieces.length);
    const self: { __next_f?: unknown[] } = {};
    for (const piece of pieces) new Function('self', piece.code)(self);
    const pushes = self.__next_f as [number, string?][];
    expect(pushes[0]).toEqual([0]);
    expect(pushes.slice(1).map(([kind, chunk]) => (kind === 1 ? chunk : '')).join('')).toBe(['1:"$Sreact.fragment"\n', text, '0:["$","$1",null,{}]\n'].join(''));
    for (const [, chunk] of pushes.slice(1)) expect(chunk).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
  });

  const shapes = /^expected the framework's script tags (as )?<script src="…\/_next\/static\/chunks\/….js"><\/script>/;

  it('refuses a page that loads the framework without its script tags, or with one of another shape', () => {
    const untagged = exported.replace(/<script src="[^"]*"[^>]*><\/script>/g, '');
    expect(() => deferFramework(untagged)).toThrow(shapes);
    expect(() => deferFramework(untagged)).toThrow(/found none\. .*never hydrate/);
    expect(() => deferFramework(deferred)).toThrow(shapes);
    const moduleTag = exported.replace('<script src="/portfolio/_next/static/chunks/page.js" async="">', '<script type="module" src="/portfolio/_next/static/chunks/page.mjs">');
    expect(() => deferFramework(moduleTag)).toThrow(shapes);
    expect(() => deferFramework(moduleTag)).toThrow('found one of another shape: <script type="module" src="/portfolio/_next/static/chunks/page.mjs">');
  });

  it('refuses a page without its RSC payload, or with the payload under another name', () => {
    expect(() => deferFramework(exported.replace(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g, ''))).toThrow(/expected one RSC payload bootstrap .*; found none\./);
    expect(() => deferFramework(exported.replaceAll('__next_f', '__next_r'))).toThrow(/expected one RSC payload bootstrap/);
  });
  it('refuses a page whose framework scripts nothing would load: one without the gate', () => {
    expect(() => deferFramework(exported.replace(GATE_SIGNAL, ''))).toThrow(/expected the page gate's script .*; found none/);
  });
});

describe('payloadScripts', () => {
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
  const push = (text: string) => `<script>self.__next_f.push(${text})</script>`;
  const page = (...scripts: string[]) => `<html><head><script>gate()</script></head><body><p>x</p>${scripts.join('<p>between</p>')}</body></html>`;

  it('finds the bootstrap and every push after it, whole and in order, without reading what they push', () => {
    const opaque = ['[1,"a"]', 'not JSON at all, $L1 "0:[', '[2,{"x":1}]'];
    const found = payloadScripts(page(bootstrap, ...opaque.map(push), '<script type="application/ld+json">{}</script>'));
    expect(found.map((script) => script.code)).toEqual(['(self.__next_f=self.__next_f||[]).push([0])', ...opaque.map((text) => `self.__next_f.push(${text})`)]);
    expect(found.map((script) => script.tag)).toEqual([bootstrap, ...opaque.map(push)]);
  });

  it('refuses two bootstraps, a push before the bootstrap, no push, and any other inline script that names __next_f', () => {
    expect(() => payloadScripts(page(bootstrap, bootstrap, push('[1,"a"]')))).toThrow(/expected one RSC payload bootstrap .*; found 2\./);
    expect(() => payloadScripts(page(push('[1,"a"]'), bootstrap, push('[1,"b"]')))).toThrow(/expected the RSC payload as .*; found an inline script of another shape, or before the bootstrap: <script>self\.__next_f\.push\(\[1,"a"\]\)/);
    expect(() => payloadScripts(page(bootstrap))).toThrow(/expected the RSC payload's pushes .* after its bootstrap .*; found none\./);
    expect(() => payloadScripts(page(bootstrap, push('[1,"a"]'), '<script>window.__next_f.forEach(run)</script>'))).toThrow(/found an inline script of another shape.*window\.__next_f/);
  });
});

describe('loadsFramework', () => {
  it("is true of a page the app rendered, by its gate, even when Next's scripts changed shape; false of a file from public/", () => {
    expect(loadsFramework(exported)).toBe(true);
    expect(loadsFramework(exported.replace(/<script src="[^"]*"[^>]*><\/script>/g, ''))).toBe(true);
    expect(loadsFramework(exported.replace(GATE_SIGNAL, ''))).toBe(true);
    expect(loadsFramework('<html><body>google-site-verification: google123.html</body></html>')).toBe(false);
  });
});
