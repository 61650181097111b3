'use client';

import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { MarkdownLinks } from '@/components/project-markdown';
import { usePrintEvents } from '@/lib/use-print-events';
import { describedBy, type GridProject } from './grid-project';
import { LazyDescription, loadedRenderer, PlainDescription } from './lazy-markdown';
import { parseLater, type LaterProjects } from './later-projects';
import { ProjectCard, type CardLabels, type TitleLevel } from './project-card';
import styles from './projects.module.css';
import { CARDS_PER_RUN, RUNS_IN_PAGE, toRuns } from './runs';

/** Two screens below the viewport, the next run is rendered. */
const NEXT_RUN_AHEAD = '0px 0px 200% 0px';

/** No Suspense boundary of its own: React would outline it into a hidden element, which harden-export refuses (docs/performance.md). */
export const CardRun = memo(function CardRun({ run, labels, titleLevel }: { run: GridProject[]; labels: CardLabels; titleLevel?: TitleLevel }) {
  return (
    // A run shorter than a full one is always laid out: its placeholder height would be a full run's.
    <div role="none" className={styles.chunk} data-partial={run.length < CARDS_PER_RUN || undefined}>
      {run.map(({ description, ...project }) => (
        <div role="listitem" key={project.id}>
          <ProjectCard project={project} description={description} labels={labels} titleLevel={titleLevel} />
        </div>
      ))}
    </div>
  );
});

type ProjectGridProps = {
  cards: GridProject[];
  labels: CardLabels;
  later?: LaterProjects;
  /** What the later cards' descriptions need, as the build's had it. */
  links: MarkdownLinks;
};

/** One more run each time the last one shown nears the viewport; every run before a print, which cannot wait for the renderer: it shows text. */
export function ProjectGrid({ cards, labels, later, links }: ProjectGridProps) {
  const [shownRuns, setShownRuns] = useState(RUNS_IN_PAGE);
  const [printed, setPrinted] = useState(false);
  const runsEnd = useRef<HTMLDivElement>(null);
  const laterCount = later?.count ?? 0;
  const totalRuns = Math.ceil((cards.length + laterCount) / CARDS_PER_RUN);
  const shown = Math.min(shownRuns, totalRuns);
  const laterNeeded = laterCount > 0 && shown * CARDS_PER_RUN > cards.length;
  const Description = printed ? (loadedRenderer() ?? PlainDescription) : LazyDescription;
  const laterCards = useMemo(() => (later && laterNeeded ? describedBy(parseLater(later), Description, links) : []), [later, laterNeeded, Description, links]);
  const runs = useMemo(() => toRuns(laterCards.length ? [...cards, ...laterCards] : cards), [cards, laterCards]);
  // How many runs were shown when the end was last seen near: a report about an earlier end is stale.
  const [nearAt, setNearAt] = useState(-1);

  // Observed anew after each run, so that its first report says whether the new end is near too.
  useEffect(() => {
    const end = runsEnd.current;
    if (!end || typeof IntersectionObserver === 'undefined') return;
    // The last entry: while the main thread is busy one report can hold several, oldest first.
    const observer = new IntersectionObserver((entries) => startTransition(() => setNearAt(entries.at(-1)?.isIntersecting ? shown : -1)), { rootMargin: NEXT_RUN_AHEAD });
    observer.observe(end);
    return () => observer.disconnect();
  }, [shown]);

  useEffect(() => {
    if (nearAt === shown && shown < totalRuns) startTransition(() => setShownRuns(shown + 1));
  }, [nearAt, shown, totalRuns]);

  usePrintEvents({
    before: () => {
      setShownRuns(Infinity);
      if (laterCount > 0) setPrinted(true);
    },
    after: () => startTransition(() => setPrinted(false)),
  });

  return (
    <div role="list" className={styles.grid}>
      {runs.slice(0, shown).map((run, index) => (
        <CardRun key={index} run={run} labels={labels} />
      ))}
      {/* What the observer watches: the runs' end, whichever run is last; not a run, which is laid out only near the viewport. */}
      <div ref={runsEnd} className={styles.runsEnd} aria-hidden="true" />
    </div>
  );
}
