import { lazy, type ComponentType } from 'react';
import type { MarkdownProps } from '@/components/project-markdown';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';

export type Renderer = ComponentType<MarkdownProps>;

let loaded: Renderer | null = null;

const loadMarkdown: () => Promise<Renderer> = lazyOnce(async () => (loaded = (await import('@/components/project-markdown')).ProjectMarkdown));

export function PlainDescription({ source }: MarkdownProps) {
  return <p>{source}</p>;
}

/** The markdown renderer, or plain text when it cannot load. */
export function loadRenderer(): Promise<Renderer> {
  return loadMarkdown().catch((error: unknown) => {
    reportFailure('The markdown renderer could not be loaded; showing the description as text.', error);
    return PlainDescription;
  });
}

export const loadedRenderer = (): Renderer | null => loaded;

/** For descriptions the build did not render: only then is the renderer fetched. */
export const LazyDescription = lazy(async () => ({ default: await loadRenderer() }));
