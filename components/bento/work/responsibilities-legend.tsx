import type { Responsibility } from '@/lib/content/types';
import { legendColor, legendGroups } from './legend';
import styles from './role-card.module.css';

/** Every responsibility as text: the chart's content, readable without the chart. */
export function ResponsibilitiesLegend({ responsibilities }: { responsibilities: Responsibility[] }) {
  const groups = legendGroups(responsibilities.map((item, index) => ({ ...item, index })));
  return (
    <div className={styles.legend}>
      {groups.map((group) => (
        <ul key={group[0]?.index} className={styles.legendColumn}>
          {group.map((item) => (
            <li key={item.index} className={styles.legendItem} data-testid="legend-item">
              <span className={styles.legendDot} data-color={legendColor(item.index)} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
