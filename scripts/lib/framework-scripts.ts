import { createHash } from 'node:crypto';
import {
  FRAMEWORK_LOADER_ID,
  frameworkLoaderScript,
  LOADER_ASYNC_ATTRIBUTE,
  LOADER_NOMODULE_ATTRIBUTE,
  LOADER_PAYLOAD_ATTRIBUTE,
} from '../../components/page-gate/framework-loader';
import { GATE_OPEN } from '../../lib/page-lifecycle';
import { payloadScripts } from './flight-payload';

export type ScriptTag = { tag: string; src: string; noModule: boolean };

/** The framework's <script src> tags in a page: Next's chunks under /_next/static/ (base path included). */
export function scriptTags(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="((?:\/[^"/]+)*\/_next\/static\/[^"]+\.js)"[^>]*>\s*<\/script>/gi)].map((match) => ({
    tag: match[0],
    src: match[1]!,
    noModule: /\bnomodule\b/i.test(match[0].replace(/src="[^"]*"/, '')),
  }));
}

const loaderTag = new RegExp(`<script\\b[^>]*\\bid="${FRAMEWORK_LOADER_ID}"[^>]*>`, 'i');
const attribute = (tag: string, name: string): string[] => (new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '').split(' ').filter(Boolean);

/** Reads the loader's lists, or the <script src> tags of a page the post-build step has not rewritten. */
export function frameworkScripts(html: string): { scripts: string[]; noModule: string[] } {
  const loader = loaderTag.exec(html)?.[0];
  const tags = scriptTags(html);
  return {
    scripts: [...(loader ? attribute(loader, LOADER_ASYNC_ATTRIBUTE) : []), ...tags.filter((tag) => !tag.noModule).map((tag) => tag.src)],
    noModule: [...(loader ? attribute(loader, LOADER_NOMODULE_ATTRIBUTE) : []), ...tags.filter((tag) => tag.noModule).map((tag) => tag.src)],
  };
}

/** The payload script the loader runs first, if the page has one. */
export function loaderPayload(html: string): string | null {
  const loader = loaderTag.exec(html)?.[0];
  return (loader && attribute(loader, LOADER_PAYLOAD_ATTRIBUTE)[0]) || null;
}

const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;

export type DeferredPage = {
  html: string;
  /** The payload as a script file of its own, named by its content; null for a page without one. */
  payload: { src: string; code: string } | null;
};

/**
 * Takes the framework's scripts, their preloads and the inline RSC payload out of an exported page,
 * and puts the loader in the first script's place. The payload goes to a file beside the scripts.
 */
export function deferFramework(html: string): DeferredPage {
  const tags = scriptTags(html);
  if (tags.length === 0) return { html, payload: null };
  // The loader waits for the gate's signal: a page without the gate would never hydrate.
  if (!html.includes(`performance.mark(${JSON.stringify(GATE_OPEN)})`)) {
    throw new Error('a page with framework scripts has no page gate script, so nothing would ever load them');
  }
  const inline = payloadScripts(html);
  let payload: DeferredPage['payload'] = null;
  if (inline.length) {
    const code = inline.map((script) => `${script.code};\n`).join('');
    const assets = tags[0]!.src.slice(0, tags[0]!.src.indexOf('/_next/static/'));
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
    payload = { src: `${assets}/_next/static/chunks/payload-${hash}.js`, code };
  }
  const list = (noModule: boolean) => tags.filter((tag) => tag.noModule === noModule).map((tag) => tag.src).join(' ');
  const loader =
    `<script id="${FRAMEWORK_LOADER_ID}" ${LOADER_ASYNC_ATTRIBUTE}="${list(false)}" ${LOADER_NOMODULE_ATTRIBUTE}="${list(true)}"` +
    `${payload ? ` ${LOADER_PAYLOAD_ATTRIBUTE}="${payload.src}"` : ''}>${frameworkLoaderScript}</script>`;
  let rewritten = html.replace(SCRIPT_PRELOAD, '');
  tags.forEach((tag, index) => (rewritten = rewritten.replace(tag.tag, index === 0 ? loader : '')));
  for (const script of inline) rewritten = rewritten.replace(script.tag, '');
  return { html: rewritten, payload };
}
