'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { isPreloadHandled, lazyImport } from '@/lib/lazy-import';

type Renderer = ComponentType<{ source: string }>;
let renderer: Promise<Renderer> | undefined;

/**
 * Markdown for a description the build did not render (one a live refresh brought). The renderer
 * loads on first need; until then, or if it cannot load, the text shows as plain text.
 */
export function LazyMarkdown({ source }: { source: string }) {
  const [Markdown, setMarkdown] = useState<Renderer | null>(null);

  useEffect(() => {
    let disposed = false;
    renderer ??= lazyImport(() => import('@/lib/markdown')).then((module) => module.ProjectMarkdown);
    renderer.then(
      (component) => !disposed && setMarkdown(() => component),
      (error: unknown) => {
        renderer = undefined;
        // A handled preload error: the page is reloading; until then the plain text stays.
        if (!isPreloadHandled(error)) console.error('The markdown renderer could not be loaded; showing the description as text.', error);
      },
    );
    return () => {
      disposed = true;
    };
  }, []);

  return Markdown ? <Markdown source={source} /> : <p>{source}</p>;
}
