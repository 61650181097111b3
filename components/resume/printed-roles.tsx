'use client';

import { useState } from 'react';
import { textLanguage } from '@/lib/content/fallback';
import { useRoles } from '@/lib/content/roles-provider';
import { usePrintEvents } from '@/lib/use-print-events';
import type { Role } from '@/lib/content/types';
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

/** True from the browser's beforeprint to its afterprint. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  usePrintEvents({ before: () => setPrinting(true), after: () => setPrinting(false) });
  return printing;
}

/**
 * Every role in the carousel's order, from the roles' provider (a refresh reaches the print too).
 * Rendered while printing; otherwise as a noscript, which a visitor without JavaScript prints and
 * the others' browsers keep as text: with hundreds of roles, the page holds none of their elements.
 */
export function PrintedRoles({ currentRole }: { currentRole: string }) {
  const { roles } = useRoles();
  const printing = usePrinting();
  return printing ? (
    <RoleList roles={roles} currentRole={currentRole} />
  ) : (
    <noscript>
      <RoleList roles={roles} currentRole={currentRole} />
    </noscript>
  );
}
