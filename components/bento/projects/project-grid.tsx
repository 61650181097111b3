import type { ReactNode } from 'react';
import { ProjectCard, type CardProject } from './project-card';
import styles from './projects.module.css';

// Temporary, until the lead's branch rewrites this file: the constant left page-lifecycle.ts.
const CARD_RUN_TEXT_ATTRIBUTE = 'data-card-run';

/** Even, so that both columns fill alike. */
export const CARDS_PER_CHUNK = 24;

/** A screenful and more; later runs come as a noscript's text, which the browser builds no elements for while loading. */
export const RUNS_AS_ELEMENTS = 2;

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

/** `runsAsElements` is for the server's HTML only: React renders no noscript content in the browser. */
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
