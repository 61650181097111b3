/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { menu, menuButton, menuItem, menuRoot } from '@/components/navbar/menu-styles';
import { useMenuButton } from '@/components/navbar/use-menu-button';
import { chooseTheme, currentThemeChoice, subscribeTheme, THEME_CHOICES, type ThemeChoice } from './theme-choice';

const LABELS: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', system: 'System' };

const iconButton = css({ padding: '0.25rem' });
const narrowMenu = css({ minWidth: '9rem' });

// The check is drawn, not written: generated text would join the item's accessible name.
const radioItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  width: '100%',
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  cursor: 'pointer',
  '&::before': { content: '""', width: '0.5rem', height: '0.5rem', borderRadius: '50%', boxShadow: 'inset 0 0 0 1.5px currentColor' },
  '&[aria-checked="true"]::before': { background: 'currentColor' },
});

/**
 * The theme menu button: light, dark or system, as menu item radios. Its icon is the server's
 * (children), shown by CSS from <html>'s attribute, so hydration changes nothing on screen. The
 * server knows no choice: it renders "system" checked, and the stored choice takes over at once.
 */
export function ThemeMenu({ className, children }: { className?: string; children: ReactNode }) {
  const { close, rootProps, buttonProps, menuProps, itemRef } = useMenuButton();
  const choice = useSyncExternalStore(subscribeTheme, currentThemeChoice, () => 'system' as const);
  return (
    <div {...rootProps} css={menuRoot} className={className}>
      <button {...buttonProps} aria-label="Theme" css={[menuButton, iconButton]}>
        {children}
      </button>
      <ul {...menuProps} aria-label="Theme" css={[menu, narrowMenu]}>
        {THEME_CHOICES.map((option, index) => (
          <li key={option} role="none">
            <button
              ref={itemRef(index)}
              type="button"
              role="menuitemradio"
              aria-checked={option === choice}
              tabIndex={-1}
              css={[menuItem, radioItem]}
              onClick={() => {
                chooseTheme(option);
                close(true);
              }}
            >
              {LABELS[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
