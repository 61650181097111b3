import { FRAMEWORK_LOADER_ID, LOADER_ASYNC_ATTRIBUTE, LOADER_NOMODULE_ATTRIBUTE } from '../../components/page-gate/framework-loader.ts';

/** The framework's <script src> tags in a page: Next's chunks under /_next/static/ (base path included). */
export function scriptTags(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="((?:\/[^"/]+)*\/_next\/static\/[^"]+\.js)"[^>]*>\s*<\/script>/gi)].map((match) => ({
    tag: match[0],
    src: match[1],
    noModule: /\bnomodule\b/i.test(match[0].replace(/src="[^"]*"/, '')),
  }));
}

const loaderTag = new RegExp(`<script\\b[^>]*\\bid="${FRAMEWORK_LOADER_ID}"[^>]*>`, 'i');
const attribute = (tag, name) => (new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '').split(' ').filter(Boolean);

/**
 * The framework scripts a page runs: those its loader adds once the gate has opened, or, in a page
 * the post-build step has not rewritten, its <script src> tags. `scripts` are the ones every
 * browser runs; `noModule` the legacy polyfills only browsers without ES modules fetch.
 */
export function frameworkScripts(html) {
  const loader = loaderTag.exec(html)?.[0];
  const tags = scriptTags(html);
  return {
    scripts: [...(loader ? attribute(loader, LOADER_ASYNC_ATTRIBUTE) : []), ...tags.filter((tag) => !tag.noModule).map((tag) => tag.src)],
    noModule: [...(loader ? attribute(loader, LOADER_NOMODULE_ATTRIBUTE) : []), ...tags.filter((tag) => tag.noModule).map((tag) => tag.src)],
  };
}
