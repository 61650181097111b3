import type { ReactNode } from 'react';
import { CARD_RUN_TEXT_ATTRIBUTE } from '@/components/first-paint/page-lifecycle';
import { ProjectCard, type CardProject } from './project-card';
import styles from './projects.module.css';

/** Runs the browser may skip off-screen (.chunk in projects.module.css); even, so both columns fill alike. */
export const CARDS_PER_CHUNK = 24;

/**
 * The built page's HTML holds this many runs as elements, a screenful and more on any device. Each
 * later run comes as the text of a noscript: no elements for the browser to build while the page
 * loads, cards as they are for a visitor without JavaScript and for a crawler.
 */
export const RUNS_AS_ELEMENTS = 2;

/** A card as the grid shows it: its description comes rendered. */
export type GridProject = CardProject & { description: ReactNode };

function CardRun({ run }: { run: GridProject[] }) {
  return (
    <div role="none" className={styles.chunk}>
      {run.map(({ description, ...project }) => (
        <div role="listitem" key={project.id}>
          <ProjectCard project={project} description={description} />
        </div>
      ))}
    </div>
  );
}

/**
 * One list for assistive technology; the runs carry no role of their own. Each card is keyed by its
 * project's id. `runsAsElements` is for the server's HTML only: React renders no noscript content in the browser.
 */
export function ProjectGrid({ projects, runsAsElements = Infinity }: { projects: GridProject[]; runsAsElements?: number }) {
  const runs = Array.from({ length: Math.ceil(projects.length / CARDS_PER_CHUNK) }, (_, index) =>
    projects.slice(index * CARDS_PER_CHUNK, (index + 1) * CARDS_PER_CHUNK),
  );
  return (
    <div role="list" className={styles.grid}>
      {runs.map((run, index) =>
        index < runsAsElements ? (
          <CardRun run={run} key={index} />
        ) : (
          <noscript {...{ [CARD_RUN_TEXT_ATTRIBUTE]: '' }} key={index}>
            <CardRun run={run} />
          </noscript>
        ),
      )}
    </div>
  );
}
