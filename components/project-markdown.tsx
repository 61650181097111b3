import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { sanitizerFrom, urlScheme } from '@/lib/markdown-sanitizer';
import { NewTabLink } from './new-tab-link';

type LinkProps = { href?: string; title?: string; children?: ReactNode };

/** Raw HTML stays text and every URL goes through the allow-list sanitizer. */
function MarkdownLink({ href, title, children, newTabNote }: LinkProps & { newTabNote: string }) {
  if (!href) return <span>{children}</span>; // the sanitizer took its URL away
  if (urlScheme(href) === null) {
    return (
      <a href={href} title={title}>
        {children}
      </a>
    );
  }
  return (
    <NewTabLink href={href} title={title} newTabNote={newTabNote}>
      {children}
    </NewTabLink>
  );
}

/** Headings inside a card would break the page's outline: they read as strong paragraphs. */
function Strong({ children }: { children?: ReactNode }) {
  return (
    <p>
      <strong>{children}</strong>
    </p>
  );
}

const heading = { component: Strong };

/**
 * `newTabNote`: what a link to another site says to assistive technology after its name. `home`: the home page of
 * the page's language (`homePage()`); relative URLs resolve from it, so a description's links lead alike on every page.
 */
export type MarkdownLinks = { newTabNote: string; home: string };

export type MarkdownProps = MarkdownLinks & { source: string };

function markdownOptions({ newTabNote, home }: MarkdownLinks): Partial<MarkdownToJSX.Options> {
  return {
    disableParsingRawHTML: true,
    sanitizer: sanitizerFrom(home),
    forceWrapper: true,
    wrapper: 'div',
    overrides: {
      a: { component: MarkdownLink, props: { newTabNote } },
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      img: { props: { loading: 'lazy', decoding: 'async' } },
    },
  };
}

/** One options object per language's note and home page, so every description of a page shares it. */
const optionsByLinks = new Map<string, Partial<MarkdownToJSX.Options>>();

export function ProjectMarkdown({ source, ...links }: MarkdownProps) {
  const key = JSON.stringify([links.newTabNote, links.home]);
  let options = optionsByLinks.get(key);
  if (!options) optionsByLinks.set(key, (options = markdownOptions(links)));
  return <Markdown options={options}>{source}</Markdown>;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The shallowest heading a body uses, outside its code blocks; 6 when it has none. */
function topHeadingLevel(source: string): number {
  const prose = source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  const levels = [...prose.matchAll(/^ {0,3}(#{1,6})[ \t]/gm)].map((match) => match[1]?.length ?? 6);
  return Math.min(6, ...levels);
}

/** A body's headings sit under its page's one h1: its top level becomes h2 and the rest follow, so no level is skipped. */
function outline(source: string): Partial<MarkdownToJSX.Overrides> {
  const shift = 2 - topHeadingLevel(source);
  return Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, { component: `h${Math.min(6, Math.max(2, level + shift))}` as HeadingTag }]),
  );
}

/** An image the body names, or nothing when the sanitizer took its address away. */
function BodyImage({ src, alt, title }: { src?: string; alt?: string; title?: string }) {
  if (!src) return null;
  // Next's image component does not optimise under output: 'export'; the build makes the bucket's images itself.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" />;
}

/**
 * `bucketImage`: the address of an image the build made from a path in the Storage bucket, or null when
 * it made none; a relative image path in a body is such a path, and without a built image it is dropped.
 */
export type CaseStudyMarkdownProps = MarkdownProps & { bucketImage: (path: string) => string | null };

/** A case study's body: the description's allow-list, with real headings and the build's images. */
export function CaseStudyMarkdown({ source, bucketImage, ...links }: CaseStudyMarkdownProps) {
  const base = markdownOptions(links);
  const sanitize = sanitizerFrom(links.home);
  const options: Partial<MarkdownToJSX.Options> = {
    ...base,
    sanitizer: (value, tag, attribute) => {
      if (tag === 'img' && attribute === 'src' && urlScheme(value) === null && !/^\s*[/#]/.test(value)) return bucketImage(value.trim());
      return sanitize(value);
    },
    overrides: { ...base.overrides, ...outline(source), img: { component: BodyImage } },
  };
  return <Markdown options={options}>{source}</Markdown>;
}
