import type { ReactNode } from 'react';
import styles from './print-resume.module.css';

/**
 * A section's heading as the printed résumé has it, kept with what follows it; only print shows it.
 * The sheet's sections and the projects' section, which prints after it, share it.
 */
export function PrintedHeading({ children }: { children: ReactNode }) {
  return <h2 className={styles.heading}>{children}</h2>;
}
