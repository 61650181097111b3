import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { sanitizeMarkdownUrl, urlScheme } from '@/lib/markdown-sanitizer';
import { NewTabLink } from './new-tab-link';

/** Raw HTML stays text and every URL goes through the allow-list sanitizer. */
function MarkdownLink({ href, title, children }: { href?: string; title?: string; children?: ReactNode }) {
  if (!href) return <span>{children}</span>; // the sanitizer took its URL away
  if (urlScheme(href) === null) {
    return (
      <a href={href} title={title}>
        {children}
      </a>
    );
  }
  return (
    <NewTabLink href={href} title={title}>
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

export const MARKDOWN_OPTIONS: Partial<MarkdownToJSX.Options> = {
  disableParsingRawHTML: true,
  sanitizer: sanitizeMarkdownUrl,
  forceWrapper: true,
  wrapper: 'div',
  overrides: {
    a: { component: MarkdownLink },
    h1: heading,
    h2: heading,
    h3: heading,
    h4: heading,
    h5: heading,
    h6: heading,
    img: { props: { loading: 'lazy', decoding: 'async' } },
  },
};

export function ProjectMarkdown({ source }: { source: string }) {
  return <Markdown options={MARKDOWN_OPTIONS}>{source}</Markdown>;
}
