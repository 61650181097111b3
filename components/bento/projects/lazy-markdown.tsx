import type { ComponentType, ReactNode } from 'react';
import { isPreloadHandled, lazyImport } from '@/lib/lazy-import';

type Renderer = ComponentType<{ source: string }>;

let renderer: Promise<Renderer | null> | undefined;

/**
 * The markdown renderer, for descriptions the build did not render (those a live refresh brought),
 * loaded on first need. null if it cannot load: the descriptions then show as plain text.
 */
function loadRenderer(): Promise<Renderer | null> {
  renderer ??= lazyImport(() => import('@/lib/markdown')).then(
    (module) => module.ProjectMarkdown,
    (error: unknown) => {
      renderer = undefined; // a later refresh tries again
      // A handled preload error: the page is reloading; until then the plain text stays.
      if (!isPreloadHandled(error)) console.error('The markdown renderer could not be loaded; showing the description as text.', error);
      return null;
    },
  );
  return renderer;
}

/** Each description as the card shows it, rendered before the refreshed projects replace the built ones. */
export async function renderDescriptions<T extends { shortDescription: string }>(items: T[]): Promise<Array<T & { description: ReactNode }>> {
  const Markdown = await loadRenderer();
  return items.map((item) => ({
    ...item,
    description: Markdown ? <Markdown source={item.shortDescription} /> : <p>{item.shortDescription}</p>,
  }));
}
