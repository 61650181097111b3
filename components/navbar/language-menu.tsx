'use client';

import menu from './menu.module.css';
import styles from './navbar.module.css';
import { useMenuButton } from './use-menu-button';

export type LanguageLink = { code: string; name: string; href: string };

/** Plain links in a popover its button opens by itself, so it works before hydration and without JavaScript. */
export function LanguageMenu({ languages, current, label }: { languages: LanguageLink[]; current: string; label: string }) {
  const { buttonProps, menuProps } = useMenuButton();
  return (
    <div>
      <button {...buttonProps} className={`${menu.button} ${styles.languageButton}`}>
        <span className="visually-hidden">{label}: </span>
        <span lang={current}>{current.toUpperCase()}</span>
        <svg className={menu.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul {...menuProps} aria-label={label} className={`${menu.menu} ${menu.narrowMenu} ${styles.languageMenu}`}>
        {languages.map(({ code, name, href }) => (
          <li key={code} role="none">
            <a role="menuitem" href={href} hrefLang={code} lang={code} aria-current={code === current ? 'page' : undefined} className={`${menu.item} ${menu.radio}`}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
