'use client';

import { startTransition, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Project } from '@/lib/content/types';
import { usePrintEvents } from '@/lib/use-print-events';
import type { Renderer } from './lazy-markdown';
import { ProjectCard, type CardLabels, type CardProject } from './project-card';
import styles from './projects.module.css';
import { RUNS_IN_PAGE, toRuns } from './runs';

/** Two screens below the viewport, the next run is rendered. */
const NEXT_RUN_AHEAD = '0px 0px 200% 0px';

export type GridProject = CardProject & { description: ReactNode };

/** Cards whose descriptions the browser renders from their markdown, with `Description` (the loaded renderer, or the lazy one). */
export function describedBy(projects: Project[], Description: Renderer, newTabNote: string): GridProject[] {
  return projects.map(({ shortDescription, ...project }) => ({ ...project, description: <Description source={shortDescription} newTabNote={newTabNote} /> }));
}

/**
 * No Suspense boundary of its own: React's server renderer outlines a large boundary late in the page
 * into a hidden element only a script reveals, which harden-export refuses (docs/performance.md).
 */
export function CardRun({ run, labels, ref }: { run: GridProject[]; labels: CardLabels; ref?: Ref<HTMLDivElement> }) {
  return (
    <div role="none" className={styles.chunk} ref={ref}>
      {run.map(({ description, ...project }) => (
        <div role="listitem" key={project.id}>
          <ProjectCard project={project} description={description} labels={labels} />
        </div>
      ))}
    </div>
  );
}

/**
 * The first runs as the HTML holds them, then one more run each time the last one shown nears the
 * viewport, and every run before a print. `noscript`: what a visitor without JavaScript gets instead.
 */
export function ProjectGrid({ cards, labels, noscript }: { cards: GridProject[]; labels: CardLabels; noscript?: ReactNode }) {
  const runs = toRuns(cards);
  const [shownRuns, setShownRuns] = useState(RUNS_IN_PAGE);
  const lastShown = useRef<HTMLDivElement>(null);
  const shown = Math.min(shownRuns, runs.length);
  // How many runs were shown when the end was last seen near: a report about an earlier end is stale.
  const [nearAt, setNearAt] = useState(-1);

  // Observed anew after each run, so that its first report says whether the new end is near too.
  useEffect(() => {
    const last = lastShown.current;
    if (!last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setNearAt(entry?.isIntersecting ? shown : -1), { rootMargin: NEXT_RUN_AHEAD });
    observer.observe(last);
    return () => observer.disconnect();
  }, [shown]);

  useEffect(() => {
    if (nearAt === shown && shown < runs.length) startTransition(() => setShownRuns(shown + 1));
  }, [nearAt, shown, runs.length]);

  // The printed page holds every project.
  usePrintEvents({ before: () => setShownRuns(Infinity) });

  return (
    <div role="list" className={styles.grid}>
      {runs.slice(0, shown).map((run, index) => (
        <CardRun key={index} run={run} labels={labels} ref={index === shown - 1 ? lastShown : undefined} />
      ))}
      {noscript}
    </div>
  );
}
