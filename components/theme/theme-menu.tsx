'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import type { Messages } from '@/lib/languages/messages';
import menu from '@/components/navbar/menu.module.css';
import { useMenuButton } from '@/components/navbar/use-menu-button';
import styles from './theme-control.module.css';
import { chooseTheme, currentThemeChoice, subscribeTheme, THEME_CHOICES } from './theme-choice';

/**
 * The icon is the server's (children), shown by CSS from <html>'s attribute, so hydration changes nothing
 * on screen. The server knows no choice: it renders "system" checked, and the stored choice takes over.
 */
export function ThemeMenu({ className, labels, children }: { className?: string; labels: Messages['theme']; children: ReactNode }) {
  const { buttonProps, menuProps } = useMenuButton();
  const choice = useSyncExternalStore(subscribeTheme, currentThemeChoice, () => 'system' as const);
  return (
    <div className={className}>
      <button {...buttonProps} aria-label={labels.label} className={`${menu.button} ${menu.iconButton} ${styles.button}`}>
        {children}
      </button>
      <ul {...menuProps} aria-label={labels.label} className={`${menu.menu} ${menu.narrowMenu} ${styles.menu}`}>
        {THEME_CHOICES.map((option) => (
          <li key={option} role="none">
            <button type="button" role="menuitemradio" aria-checked={option === choice} className={`${menu.item} ${menu.radio}`} onClick={() => chooseTheme(option)}>
              {labels[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
