import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import { ProjectImage } from '@/components/bento/projects/project-image';
import { markdownOptions, type MarkdownProps } from '@/components/project-markdown';
import type { MadeImage } from '@/lib/content/image-variants';
import { sanitizerFrom, urlScheme } from '@/lib/markdown-sanitizer';

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

type BodyImages = { id: number; media: string; made: Map<string, MadeImage> };

/**
 * An image the body names, as the build made it: a picture sized before its bytes arrive, like the
 * project's own image; nothing when the sanitizer took its address away.
 */
function BodyImage({ src, alt, images }: { src?: string; alt?: string; images: BodyImages }) {
  const made = src ? images.made.get(src) : undefined;
  if (!made) return null;
  return <ProjectImage id={images.id} image={made} alt={alt ?? ''} base={images.media} large />;
}

/**
 * `bucketImage`: the image the build made from a path in the Storage bucket, or null when it made none.
 * A relative image path in a body is such a path; any other image (another site's, which the page's
 * policy would block anyway) is dropped, as is a path the build made nothing of.
 */
export type CaseStudyMarkdownProps = MarkdownProps & { projectId: number; media: string; bucketImage: (path: string) => MadeImage | null };

/** A case study's body: the description's allow-list, with real headings and the build's images. */
export function CaseStudyMarkdown({ source, projectId, media, bucketImage, ...links }: CaseStudyMarkdownProps) {
  const base = markdownOptions(links);
  const sanitize = sanitizerFrom(links.home);
  const images: BodyImages = { id: projectId, media, made: new Map() };
  const options: Partial<MarkdownToJSX.Options> = {
    ...base,
    sanitizer: (value, tag, attribute) => {
      if (tag !== 'img' || attribute !== 'src') return sanitize(value);
      const made = urlScheme(value) === null && !/^\s*[/#]/.test(value) ? bucketImage(value.trim()) : null;
      if (!made) return null;
      const src = `${media}${made.name}-${made.widths.at(-1)}.webp`;
      images.made.set(src, made);
      return src;
    },
    // A code block scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1).
    overrides: { ...base.overrides, ...outline(source), img: { component: BodyImage, props: { images } }, pre: { props: { tabIndex: 0 } } },
  };
  return <Markdown options={options}>{source}</Markdown>;
}
