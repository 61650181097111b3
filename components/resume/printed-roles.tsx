'use client';

import { useRoles } from '@/lib/content/roles-provider';
import { shares } from './resume-content';
import styles from './print-resume.module.css';

/** Every role in the carousel's order, from the roles' provider: a refresh reaches the print too. */
export function PrintedRoles() {
  const { roles } = useRoles();
  return roles.map((role) => (
    <article key={role.id} className={styles.role}>
      {role.isCurrentRole && <p className={styles.badge}>Current Role</p>}
      <h3 className={styles.company}>
        {role.company} · {role.title}
      </h3>
      <p className={styles.timeframe}>{role.timeframe}</p>
      {role.description && <p>{role.description}</p>}
      {role.responsibilities.length > 0 && (
        <ul className={styles.responsibilities}>
          {shares(role.responsibilities).map((item, index) => (
            <li key={index}>
              {item.label}: {item.percent}%
            </li>
          ))}
        </ul>
      )}
    </article>
  ));
}
