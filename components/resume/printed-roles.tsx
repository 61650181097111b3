'use client';

import { textLanguage } from '@/lib/content/fallback';
import { useRoles } from '@/lib/content/roles-provider';
import type { Role } from '@/lib/content/types';
import { PrintOnly } from './print-only';
import { shares } from './resume-content';
import styles from './print-resume.module.css';

function RoleList({ roles, currentRole }: { roles: Role[]; currentRole: string }) {
  return roles.map((role) => (
    <article key={role.id} className={styles.role}>
      {role.isCurrentRole && <p className={styles.badge}>{currentRole}</p>}
      <h3 className={styles.company}>
        <span {...textLanguage(role, 'company')}>{role.company}</span> · <span {...textLanguage(role, 'title')}>{role.title}</span>
      </h3>
      <p className={styles.timeframe} {...textLanguage(role, 'timeframe')}>
        {role.timeframe}
      </p>
      {role.location && <p {...textLanguage(role, 'location')}>{role.location}</p>}
      {role.description && <p {...textLanguage(role, 'description')}>{role.description}</p>}
      {role.responsibilities.length > 0 && (
        <ul className={styles.responsibilities}>
          {shares(role.responsibilities).map((item, index) => (
            <li key={index}>
              <span {...textLanguage(role, `responsibilities.${index}.label`)}>{item.label}</span>: {item.percent}%
            </li>
          ))}
        </ul>
      )}
      {role.highlights.length > 0 && (
        <ul className={styles.responsibilities}>
          {role.highlights.map((highlight, index) => (
            <li key={index} {...textLanguage(role, `highlights.${index}`)}>
              {highlight}
            </li>
          ))}
        </ul>
      )}
      {role.url && <p className={styles.address}>{role.url}</p>}
    </article>
  ));
}

/**
 * Every role in the carousel's order, from the roles' provider (a refresh reaches the print too).
 * Print-only: with hundreds of roles, the page holds none of their elements.
 */
export function PrintedRoles({ currentRole }: { currentRole: string }) {
  const { roles } = useRoles();
  return (
    <PrintOnly>
      <RoleList roles={roles} currentRole={currentRole} />
    </PrintOnly>
  );
}
