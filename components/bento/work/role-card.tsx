import { memo } from 'react';
import { textLanguage } from '@/lib/content/fallback';
import type { Role } from '@/lib/content/types';
import { ResponsibilitiesChart } from './responsibilities-chart';
import { ResponsibilitiesLegend } from './responsibilities-legend';
import styles from './role-card.module.css';

/** Memoised: a role change only shows another card, drawing nothing again. */
export const RoleCard = memo(function RoleCard({ role, currentRole, drawChart = true }: { role: Role; currentRole: string; drawChart?: boolean }) {
  const companyId = `role-${role.id}-company`;
  const hasResponsibilities = role.responsibilities.length > 0;
  return (
    <section className={styles.card} aria-labelledby={companyId} data-testid="role-card">
      {hasResponsibilities && (
        <div className={styles.visual}>
          <ResponsibilitiesChart responsibilities={role.responsibilities} fallbacks={role.fallbacks} draw={drawChart} />
          <ResponsibilitiesLegend responsibilities={role.responsibilities} fallbacks={role.fallbacks} className={styles.legend} />
        </div>
      )}
      <div className={styles.details}>
        {role.isCurrentRole && <p className={styles.badge}>{currentRole}</p>}
        <h3 id={companyId} className={styles.company} {...textLanguage(role, 'company')}>
          {role.company}
        </h3>
        <p className={styles.timeframe} {...textLanguage(role, 'timeframe')}>
          {role.timeframe}
        </p>
        <p className={styles.title} {...textLanguage(role, 'title')}>
          {role.title}
        </p>
        {role.description && (
          <p className={styles.description} {...textLanguage(role, 'description')}>
            {role.description}
          </p>
        )}
      </div>
    </section>
  );
});
