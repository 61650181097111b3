import { lazy, type ComponentType } from 'react';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';

export type Renderer = ComponentType<{ source: string; newTabNote: string }>;

const loadMarkdown: () => Promise<Renderer> = lazyOnce(async () => (await import('@/components/project-markdown')).ProjectMarkdown);

function PlainDescription({ source }: { source: string; newTabNote: string }) {
  return <p>{source}</p>;
}

/** The markdown renderer, or plain text when it cannot load. */
export function loadRenderer(): Promise<Renderer> {
  return loadMarkdown().catch((error: unknown) => {
    reportFailure('The markdown renderer could not be loaded; showing the description as text.', error);
    return PlainDescription;
  });
}

/** A description a refresh brought: only then is the renderer fetched (the build renders the others). */
export const RefreshedDescription = lazy(async () => ({ default: await loadRenderer() }));
