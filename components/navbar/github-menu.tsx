'use client';

import type { ReactNode } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import styles from './menu.module.css';
import navbar from './navbar.module.css';
import { useMenuButton } from './use-menu-button';

/** `label`: a text, or one whose parts carry their own language (a tag in the default's). */
type MenuLink = { label: ReactNode; href: string };

/** The words the menu says, from the server's dictionary. */
export type GitHubMenuLabels = { button: string; menu: string; opensInNewTab: string };

/** The GitHub profiles, behind the navbar's menu button (use-menu-button.ts). */
export function GitHubMenu({ links, labels }: { links: MenuLink[]; labels: GitHubMenuLabels }) {
  const { buttonProps, menuProps } = useMenuButton();
  return (
    <div>
      <button {...buttonProps} className={`${styles.button} ${navbar.githubButton}`}>
        {labels.button}
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul {...menuProps} aria-label={labels.menu} className={`${styles.menu} ${navbar.githubMenu}`}>
        {links.map((link) => (
          <li key={link.href} role="none">
            <NewTabLink role="menuitem" href={link.href} className={styles.item} newTabNote={labels.opensInNewTab}>
              {link.label}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
