import type { Messages } from '@/lib/languages/messages';
import { ThemeMenu } from './theme-menu';
import styles from './theme-control.module.css';

const ICON = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;

/** The navbar's theme control: its icons are server-rendered, the menu is a small island. */
export function ThemeControl({ labels }: { labels: Messages['theme'] }) {
  return (
    <ThemeMenu className={styles.control} labels={labels}>
      <svg {...ICON} className={styles.light}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg {...ICON} className={styles.dark}>
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
      </svg>
      <svg {...ICON} className={styles.system}>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3a9 9 0 0 1 0 18Z" fill="currentColor" />
      </svg>
    </ThemeMenu>
  );
}
