import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { sanitizeMarkdownUrl, urlScheme } from '@/lib/markdown-sanitizer';
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

function markdownOptions(newTabNote: string): Partial<MarkdownToJSX.Options> {
  return {
    disableParsingRawHTML: true,
    sanitizer: sanitizeMarkdownUrl,
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

/** One options object per language's note, so every description of a page shares it. */
const optionsByNote = new Map<string, Partial<MarkdownToJSX.Options>>();

/** `newTabNote`: what a link to another site says to assistive technology after its name. */
export function ProjectMarkdown({ source, newTabNote }: { source: string; newTabNote: string }) {
  let options = optionsByNote.get(newTabNote);
  if (!options) optionsByNote.set(newTabNote, (options = markdownOptions(newTabNote)));
  return <Markdown options={options}>{source}</Markdown>;
}
