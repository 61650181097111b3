import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { GATE_SIGNAL } from '../../components/first-paint/before-paint';
import {
  AFTER_PAINT_ATTRIBUTES,
  FRAMEWORK_AFTER_PAINT_ID,
  type FrameworkAfterPaintConfig,
  type loadFrameworkAfterPaint,
  PAINT_WAIT_MS,
  PAYLOAD_FAILED_MESSAGE,
} from '../../components/first-paint/framework-after-paint';
import { GATE_OPEN } from '../../components/first-paint/gate-signals';
import { ROOT } from './root';
import { NEVER_HYDRATES, ShapeError } from './shape-error';

const LOADER_SOURCE = path.join(ROOT, 'components/first-paint/framework-after-paint.ts');

/** As the before-paint script's text is made: the function's source called with its config. Compiled from
 * its file alone, since tsx, which runs the post-build, wraps inner functions in a naming helper of its own. */
export function frameworkAfterPaintScript(): string {
  loaderScript ??= compileLoaderScript();
  return loaderScript;
}

let loaderScript: string | undefined;

function compileLoaderScript(): string {
  const { outputText } = ts.transpileModule(readFileSync(LOADER_SOURCE, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.CommonJS, removeComments: true },
  });
  const compiled: { loadFrameworkAfterPaint?: typeof loadFrameworkAfterPaint } = {};
  new Function('exports', outputText)(compiled);
  const config: FrameworkAfterPaintConfig = { gateOpen: GATE_OPEN, paintWaitMs: PAINT_WAIT_MS, payloadFailed: PAYLOAD_FAILED_MESSAGE, attributes: AFTER_PAINT_ATTRIBUTES };
  // Indentation dropped, line breaks kept: the function holds no multi-line string.
  const code = String(compiled.loadFrameworkAfterPaint).replace(/\n\s+/g, '\n');
  return `(${code})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}

type ScriptTag = { tag: string; src: string; noModule: boolean };

export const SCRIPT_TAG_SHAPE = '<script src="…/_next/static/chunks/….js"></script>';

/** Known by the layout's page gate, the app's own mark, so that a page whose framework scripts changed shape is still known. */
export function loadsFramework(html: string): boolean {
  return html.includes(GATE_SIGNAL) || scriptTags(html).length > 0;
}

function scriptTags(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="((?:\/[^"/]+)*\/_next\/static\/[^"]+\.js)"[^>]*>\s*<\/script>/gi)].map((match) => ({
    tag: match[0],
    src: match[1]!,
    noModule: /\bnomodule\b/i.test(match[0].replace(/src="[^"]*"/, '')),
  }));
}

const loaderTag = new RegExp(`<script\\b[^>]*\\bid="${FRAMEWORK_AFTER_PAINT_ID}"[^>]*>`, 'i');
const attribute = (tag: string, name: string): string[] => (new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '').split(' ').filter(Boolean);

type FrameworkLoader = { scripts: string[]; noModule: string[]; payload: string | null };

export function readLoader(html: string): FrameworkLoader | null {
  const tag = loaderTag.exec(html)?.[0];
  if (!tag) return null;
  return {
    scripts: attribute(tag, AFTER_PAINT_ATTRIBUTES.async),
    noModule: attribute(tag, AFTER_PAINT_ATTRIBUTES.noModule),
    payload: attribute(tag, AFTER_PAINT_ATTRIBUTES.payload)[0] ?? null,
  };
}

export function frameworkScripts(html: string): { scripts: string[]; noModule: string[] } {
  const loader = readLoader(html);
  const tags = scriptTags(html);
  return {
    scripts: [...(loader?.scripts ?? []), ...tags.filter((tag) => !tag.noModule).map((tag) => tag.src)],
    noModule: [...(loader?.noModule ?? []), ...tags.filter((tag) => tag.noModule).map((tag) => tag.src)],
  };
}

export const hasFrameworkLoader = (html: string): boolean => readLoader(html) !== null;

export const loaderPayload = (html: string): string | null => readLoader(html)?.payload ?? null;

/** Next's inline RSC payload, found by its bootstrap alone: what follows it is never read. */
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push(';
const PUSH = 'self.__next_f.push(';
const PAYLOAD_SHAPE = `<script>${BOOTSTRAP}…)</script>, then <script>${PUSH}…)</script> scripts`;

type PayloadScript = { tag: string; code: string };

const inlineScripts = (html: string): PayloadScript[] =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter((match) => !/\bsrc=/i.test(match[1]!)).map((match) => ({ tag: match[0], code: match[2]! }));

function bootstrapFound(scripts: PayloadScript[]): string {
  const other = scripts.map((script) => /^\(self\.([\w$]+)=self\.\1\|\|\[\]\)\.push\(/.exec(script.code)?.[0]).find(Boolean);
  return other ? `none (an inline script starts "${other}…" instead)` : 'none';
}

/**
 * The inline scripts of Next's RSC payload, whole and in document order: exactly one bootstrap, at
 * least one push after it, and no other inline script that names `__next_f`. Their text is opaque.
 */
export function payloadScripts(html: string): PayloadScript[] {
  const scripts = inlineScripts(html);
  const where = 'in a page that loads the framework';
  const bootstraps = scripts.filter((script) => script.code.startsWith(BOOTSTRAP));
  if (bootstraps.length !== 1) {
    throw new ShapeError(`one RSC payload bootstrap <script>${BOOTSTRAP}…)</script> ${where}`, bootstraps.length ? `${bootstraps.length}` : bootstrapFound(scripts), NEVER_HYDRATES);
  }
  const start = scripts.indexOf(bootstraps[0]!);
  const odd = scripts.find((script, index) => script.code.includes('__next_f') && !(index === start || (index > start && script.code.startsWith(PUSH))));
  if (odd) {
    throw new ShapeError(`the RSC payload as ${PAYLOAD_SHAPE}, ${where}`, `an inline script of another shape, or before the bootstrap: ${odd.tag.slice(0, 80)}…`, NEVER_HYDRATES);
  }
  const payload = scripts.slice(start).filter((script) => script.code.includes('__next_f'));
  if (payload.length === 1) throw new ShapeError(`the RSC payload's pushes <script>${PUSH}…)</script> after its bootstrap ${where}`, 'none', NEVER_HYDRATES);
  return payload;
}

const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;

export type DeferredPage = {
  html: string;
  payload: { src: string; code: string };
};

function strayFrameworkTag(html: string, tags: ScriptTag[]): string | undefined {
  const rest = tags.reduce((page, tag) => page.replace(tag.tag, ''), html);
  return /<script\b[^>]*\bsrc="[^"]*\/_next\/[^>]*>/i.exec(rest)?.[0];
}

/** A page of any other shape is refused, since the loader would not load it. */
export function deferFramework(html: string): DeferredPage {
  const tags = scriptTags(html);
  if (tags.length === 0) {
    throw new ShapeError(`the framework's script tags ${SCRIPT_TAG_SHAPE} in a page that loads the framework`, 'none', NEVER_HYDRATES);
  }
  const stray = strayFrameworkTag(html, tags);
  if (stray) {
    const consequence = 'Left in the page, it would load before the gate opens, and apart from the rest of the framework.';
    throw new ShapeError(`the framework's script tags as ${SCRIPT_TAG_SHAPE}`, `one of another shape: ${stray}`, consequence);
  }
  // The loader waits for the gate's signal: a page without the gate would never hydrate.
  if (!html.includes(GATE_SIGNAL)) {
    throw new ShapeError(`the page gate's script (${GATE_SIGNAL}) in a page with framework scripts`, 'none', 'The loader waits for its signal: nothing would ever load the framework.');
  }
  const inline = payloadScripts(html);
  const code = inline.map((script) => `${script.code};\n`).join('');
  const assets = tags[0]!.src.slice(0, tags[0]!.src.indexOf('/_next/static/'));
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const payload = { src: `${assets}/_next/static/chunks/payload-${hash}.js`, code };
  const list = (noModule: boolean) => tags.filter((tag) => tag.noModule === noModule).map((tag) => tag.src).join(' ');
  const loader =
    `<script id="${FRAMEWORK_AFTER_PAINT_ID}" ${AFTER_PAINT_ATTRIBUTES.async}="${list(false)}" ${AFTER_PAINT_ATTRIBUTES.noModule}="${list(true)}"` +
    ` ${AFTER_PAINT_ATTRIBUTES.payload}="${payload.src}">${frameworkAfterPaintScript()}</script>`;
  let rewritten = html.replace(SCRIPT_PRELOAD, '');
  tags.forEach((tag, index) => (rewritten = rewritten.replace(tag.tag, index === 0 ? loader : '')));
  for (const script of inline) rewritten = rewritten.replace(script.tag, '');
  return { html: rewritten, payload };
}
