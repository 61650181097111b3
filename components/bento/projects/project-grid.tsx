import { Children, type ReactNode } from 'react';
import styles from './projects.module.css';

/**
 * Cards per run of the grid that the browser may skip while it is far from the viewport (see
 * .chunk in projects.module.css). Even, so both columns fill each run's rows alike.
 */
export const CARDS_PER_CHUNK = 24;

/**
 * The grid of project cards (`children`, each a list item): one list for assistive technology,
 * laid out in runs of CARDS_PER_CHUNK cards that carry no role of their own.
 */
export function ProjectGrid({ children }: { children: ReactNode }) {
  const items = Children.toArray(children);
  const runs = Array.from({ length: Math.ceil(items.length / CARDS_PER_CHUNK) }, (_, index) =>
    items.slice(index * CARDS_PER_CHUNK, (index + 1) * CARDS_PER_CHUNK),
  );
  return (
    <div role="list" className={styles.grid}>
      {runs.map((run, index) => (
        <div role="none" className={styles.chunk} key={index}>
          {run}
        </div>
      ))}
    </div>
  );
}

/** A card's place in the grid, keyed by its project's id. */
export function ProjectGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
