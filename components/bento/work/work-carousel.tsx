'use client';

import { useState } from 'react';
import { useLiveContent, type Loader } from '@/components/content/use-live-content';
import type { Role } from '@/lib/content/types';
import { shownIndex, wrapIndex } from './carousel';
import { RoleCard } from './role-card';
import styles from './work.module.css';

const loadRoles: Loader<Role> = (refresh, backend) => refresh.refreshRoles(backend);

/**
 * One role at a time, with previous and next buttons that wrap (WAI-ARIA APG carousel: a labelled
 * region, "n of N" slides, a polite live region). It starts at role id 1.
 */
export function WorkCarousel({ initialRoles }: { initialRoles: Role[] }) {
  const { items: roles, loading } = useLiveContent(initialRoles, loadRoles);
  const [chosenId, setChosenId] = useState<number | null>(null);

  if (roles.length === 0) {
    return loading ? <p className="status">Loading roles...</p> : null;
  }

  const index = shownIndex(roles, chosenId);
  const role = roles[index] as Role;
  const go = (step: number) => setChosenId(roles[wrapIndex(index + step, roles.length)]?.id ?? null);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Roles">
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label="Previous role" onClick={() => go(-1)}>
          <Arrow direction="previous" />
        </button>
        <p className={styles.position} aria-hidden="true">
          {index + 1} / {roles.length}
        </p>
        <button type="button" className={styles.control} aria-label="Next role" onClick={() => go(1)}>
          <Arrow direction="next" />
        </button>
      </div>
      <div aria-live="polite">
        <div role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${roles.length}`}>
          <RoleCard key={role.id} role={role} />
        </div>
      </div>
    </section>
  );
}

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
