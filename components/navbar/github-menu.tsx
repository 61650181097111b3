'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NAVBAR } from '@/lib/constants';
import styles from './navbar.module.css';

type MenuLink = { label: string; href: string };

/**
 * A menu button (WAI-ARIA APG): the button toggles the menu; it closes on an outside click, on
 * scroll, after NAVBAR.dropdownAutoCloseMs, and on Escape, which returns focus to the button.
 * Arrow keys, Home and End move between the items.
 */
export function GitHubMenu({ links }: { links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
    if (returnFocus || focusInside) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onScroll = () => close(false);
    const timer = window.setTimeout(() => close(false), NAVBAR.dropdownAutoCloseMs);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item): item is HTMLAnchorElement => item !== null);
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div ref={rootRef} className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        GitHub
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={menuId} role="menu" aria-label="GitHub profiles" className={styles.menu} data-open={open ? '' : undefined} onKeyDown={onMenuKeyDown}>
        {links.map((link, index) => (
          <li key={link.href} role="none">
            <a
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => setOpen(false)}
            >
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
