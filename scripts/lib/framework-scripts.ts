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
  PAINT_GIVE_UP_MS,
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
  const config: FrameworkAfterPaintConfig = { gateOpen: GATE_OPEN, paintGiveUpMs: PAINT_GIVE_UP_MS, payloadFailed: PAYLOAD_FAILED_MESSAGE, attributes: AFTER_PAINT_ATTRIBUTES };
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

type FrameworkLoader = { scripts: string[]; noModule: string[]; payload: string[] };

export function readLoader(html: string): FrameworkLoader | null {
  const tag = loaderTag.exec(html)?.[0];
  if (!tag) return null;
  return {
    scripts: attribute(tag, AFTER_PAINT_ATTRIBUTES.async),
    noModule: attribute(tag, AFTER_PAINT_ATTRIBUTES.noModule),
    payload: attribute(tag, AFTER_PAINT_ATTRIBUTES.payload),
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

/** The payload's pieces, in the order the loader runs them; none in a page without the loader. */
export const loaderPayload = (html: string): string[] => readLoader(html)?.payload ?? [];

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

type PayloadPiece = { src: string; code: string };

export type DeferredPage = {
  html: string;
  payload: PayloadPiece[];
};

/**
 * The most characters of payload one script holds. V8 compiles a script in one task on the main
 * thread: at 1,000 projects the payload is 730 KB, a 40–50 ms compile on a fast machine, which a
 * phone's CPU makes a long task. In pieces of this size each compile stays short. The sample
 * content's payload (about 82 KB, its CSS inlined) is one piece: a tiny second piece would cost a
 * request and save no compile time.
 */
const PAYLOAD_PIECE_CHARS = 96 * 1024;

const TEXT_PUSH = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * A push of the payload's text as pushes of at most `size` characters each. Next's client joins
 * text chunks into one stream wherever they break (the HTML's own chunks break anywhere), so only a
 * surrogate pair, which its encoder would turn into two replacement characters, is kept whole.
 */
function splitPush(code: string, size: number): string[] {
  const match = TEXT_PUSH.exec(code);
  if (!match || code.length <= size) return [code];
  const [, text] = JSON.parse(match[1]!) as [1, string];
  // Escapes make the code longer than its text: slices of the text sized so each push's code fits.
  const slice = Math.max(1, Math.floor((size * text.length) / code.length));
  const pushes: string[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + slice, text.length);
    if (end < text.length && end - start > 1 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
    pushes.push(`${PUSH}${JSON.stringify([1, text.slice(start, end)])})`);
    start = end;
  }
  return pushes;
}

/** The payload's scripts, in order, as pieces of at most about `size` characters, each named by its content. */
function payloadPieces(inline: PayloadScript[], assets: string, size: number): PayloadPiece[] {
  const pieces: string[] = [];
  let current = '';
  for (const push of inline.flatMap((script) => splitPush(script.code, size))) {
    const line = `${push};\n`;
    if (current && current.length + line.length > size) {
      pieces.push(current);
      current = '';
    }
    current += line;
  }
  if (current) pieces.push(current);
  return pieces.map((code) => ({ src: `${assets}/_next/static/chunks/payload-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`, code }));
}

function strayFrameworkTag(html: string, tags: ScriptTag[]): string | undefined {
  const rest = tags.reduce((page, tag) => page.replace(tag.tag, ''), html);
  return /<script\b[^>]*\bsrc="[^"]*\/_next\/[^>]*>/i.exec(rest)?.[0];
}

/** A page of any other shape is refused, since the loader would not load it. */
export function deferFramework(html: string, pieceChars: number = PAYLOAD_PIECE_CHARS): DeferredPage {
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
  const assets = tags[0]!.src.slice(0, tags[0]!.src.indexOf('/_next/static/'));
  const payload = payloadPieces(inline, assets, pieceChars);
  const list = (noModule: boolean) => tags.filter((tag) => tag.noModule === noModule).map((tag) => tag.src).join(' ');
  const loader =
    `<script id="${FRAMEWORK_AFTER_PAINT_ID}" ${AFTER_PAINT_ATTRIBUTES.async}="${list(false)}" ${AFTER_PAINT_ATTRIBUTES.noModule}="${list(true)}"` +
    ` ${AFTER_PAINT_ATTRIBUTES.payload}="${payload.map((piece) => piece.src).join(' ')}">${frameworkAfterPaintScript()}</script>`;
  let rewritten = html.replace(SCRIPT_PRELOAD, '');
  tags.forEach((tag, index) => (rewritten = rewritten.replace(tag.tag, index === 0 ? loader : '')));
  for (const script of inline) rewritten = rewritten.replace(script.tag, '');
  return { html: rewritten, payload };
}
