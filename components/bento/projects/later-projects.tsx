'use client';

import { startTransition, useEffect, useState } from 'react';
import { reportFailure } from '@/lib/lazy-chunks';
import type { Project } from '@/lib/content/types';
import { whenIdle, whenLoaded } from '@/lib/page-load';
import { loadRenderer } from './lazy-markdown';
import type { GridProject } from './project-grid';

/** Where the build writes the projects its HTML does not hold (app/projects.json/route.ts). */
export type LaterProjects = { url: string; count: number };

const isProject = (value: unknown): value is Project =>
  typeof value === 'object' && value !== null && typeof (value as Project).id === 'number' && typeof (value as Project).title === 'string';

async function readLater(url: string): Promise<Project[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isProject)) throw new Error('not a list of projects');
  return body;
}

/**
 * The later runs' data and the markdown renderer, fetched once the page is idle, so that they are
 * there before the list's end nears the viewport, and before a print. null until both have come.
 */
export function useLaterProjects({ url, count }: LaterProjects): GridProject[] | null {
  const [later, setLater] = useState<GridProject[] | null>(null);
  useEffect(() => {
    if (count === 0) return;
    let current = true;
    let cancelIdle = () => {};
    void whenLoaded().then(() => {
      if (!current) return;
      cancelIdle = whenIdle(() => {
        Promise.all([readLater(url), loadRenderer()]).then(
          ([projects, Renderer]) => {
            if (!current) return;
            const cards = projects.map(({ shortDescription, ...project }) => ({ ...project, description: <Renderer source={shortDescription} /> }));
            startTransition(() => setLater(cards));
          },
          (error: unknown) => reportFailure(`The later projects could not be read from ${url}; the page shows those it holds.`, error),
        );
      });
    });
    return () => {
      current = false;
      cancelIdle();
    };
  }, [url, count]);
  return later;
}
