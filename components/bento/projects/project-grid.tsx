import { Children, type ReactNode } from 'react';
import styles from './projects.module.css';

/** Runs the browser may skip off-screen (.chunk in projects.module.css); even, so both columns fill alike. */
export const CARDS_PER_CHUNK = 24;

/** One list for assistive technology; the runs carry no role of their own. */
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

export function ProjectGridItem({ children }: { children: ReactNode }) {
  return <div role="listitem">{children}</div>;
}
