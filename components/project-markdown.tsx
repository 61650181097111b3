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

/** The allow-list every rendering shares: a description's, and a case study's body with more on top. */
export function markdownOptions({ newTabNote, home }: MarkdownLinks): Partial<MarkdownToJSX.Options> {
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
