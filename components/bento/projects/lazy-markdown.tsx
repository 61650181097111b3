import type { ComponentType, ReactNode } from 'react';
import { lazyOnce, reportFailure } from '@/lib/lazy-chunks';

type Renderer = ComponentType<{ source: string }>;

const loadMarkdown: () => Promise<Renderer> = lazyOnce(async () => (await import('@/components/project-markdown')).ProjectMarkdown);

/** Only refreshed descriptions need it; if it cannot load they show as plain text. */
function loadRenderer(): Promise<Renderer | null> {
  return loadMarkdown().catch((error: unknown) => {
    reportFailure('The markdown renderer could not be loaded; showing the description as text.', error);
    return null;
  });
}

export async function renderDescriptions<T extends { shortDescription: string }>(items: T[]): Promise<Array<T & { description: ReactNode }>> {
  const Markdown = await loadRenderer();
  return items.map((item) => ({
    ...item,
    description: Markdown ? <Markdown source={item.shortDescription} /> : <p>{item.shortDescription}</p>,
  }));
}
