import type { ReactNode } from 'react';
import { ProjectCard, type CardProject } from './project-card';
import styles from './projects.module.css';

/** Runs the browser may skip off-screen (.chunk in projects.module.css); even, so both columns fill alike. */
export const CARDS_PER_CHUNK = 24;

/** A card as the grid shows it: its description comes rendered. */
export type GridProject = CardProject & { description: ReactNode };

/** One list for assistive technology; the runs carry no role of their own. Each card is keyed by its project's id. */
export function ProjectGrid({ projects }: { projects: GridProject[] }) {
  const runs = Array.from({ length: Math.ceil(projects.length / CARDS_PER_CHUNK) }, (_, index) =>
    projects.slice(index * CARDS_PER_CHUNK, (index + 1) * CARDS_PER_CHUNK),
  );
  return (
    <div role="list" className={styles.grid}>
      {runs.map((run, index) => (
        <div role="none" className={styles.chunk} key={index}>
          {run.map(({ description, ...project }) => (
            <div role="listitem" key={project.id}>
              <ProjectCard project={project} description={description} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
