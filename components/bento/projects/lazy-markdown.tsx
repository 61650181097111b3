import type { ComponentType, ReactNode } from 'react';
import { lazyOnce, reportFailure } from '@/lib/lazy-once';

type Renderer = ComponentType<{ source: string }>;

const loadMarkdown: () => Promise<Renderer> = lazyOnce(async () => (await import('@/components/project-markdown')).ProjectMarkdown);

/**
 * The markdown renderer, for descriptions the build did not render (those a live refresh brought),
 * loaded on first need. null if it cannot load: the descriptions then show as plain text.
 */
function loadRenderer(): Promise<Renderer | null> {
  return loadMarkdown().catch((error: unknown) => {
    reportFailure('The markdown renderer could not be loaded; showing the description as text.', error);
    return null;
  });
}

/** Each description as the card shows it, rendered before the refreshed projects replace the built ones. */
export async function renderDescriptions<T extends { shortDescription: string }>(items: T[]): Promise<Array<T & { description: ReactNode }>> {
  const Markdown = await loadRenderer();
  return items.map((item) => ({
    ...item,
    description: Markdown ? <Markdown source={item.shortDescription} /> : <p>{item.shortDescription}</p>,
  }));
}
