'use client';

import { startTransition, useEffect, useState } from 'react';
import type { Project } from '@/lib/content/types';
import { whenIdle, whenLoaded } from '@/lib/page-load';
import { loadRenderer } from './lazy-markdown';
import { describedBy, type GridProject } from './project-grid';

/**
 * The later runs' cards, once the page is idle and the markdown renderer has come (it renders their
 * descriptions), so that they are there before the list's end nears the viewport, and before a print.
 * null until then.
 */
export function useLaterCards(later: Project[], newTabNote: string): GridProject[] | null {
  const [cards, setCards] = useState<GridProject[] | null>(null);
  useEffect(() => {
    if (later.length === 0) return;
    let current = true;
    let cancelIdle = () => {};
    void whenLoaded().then(() => {
      if (!current) return;
      cancelIdle = whenIdle(() => {
        // loadRenderer reports a failure and gives plain text instead.
        void loadRenderer().then((Renderer) => {
          if (!current) return;
          const made = describedBy(later, Renderer, newTabNote);
          startTransition(() => setCards(made));
        });
      });
    });
    return () => {
      current = false;
      cancelIdle();
    };
  }, [later, newTabNote]);
  return cards;
}
