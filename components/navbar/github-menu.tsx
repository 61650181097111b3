/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styleOf, type StyleTarget } from '@/components/motion/animate-style';
import { useAnimatedState } from '@/components/motion/use-animated-state';
import { NewTabLink } from '@/components/new-tab-link';
import { NAVBAR } from '@/lib/constants';

const root = css({ position: 'relative' });

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  minHeight: '2.5rem',
  padding: '0.25rem 0.75rem',
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  fontSize: '0.95rem',
  cursor: 'pointer',
  '&:hover': { background: 'var(--line)' },
});
const buttonOpen = css({ background: 'var(--line)' });

const CLOSED: StyleTarget = { opacity: 0, visibility: 'hidden', y: -6, scale: 0.98 };
const OPEN: StyleTarget = { opacity: 1, visibility: 'visible', y: 0, scale: 1 };
const menuLook = (open: boolean) => (open ? OPEN : CLOSED);
const chevronLook = (open: boolean): StyleTarget => ({ rotate: open ? 180 : 0 });

const menu = css({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.4rem)',
  minWidth: '13rem',
  margin: 0,
  padding: '0.35rem',
  listStyle: 'none',
  background: 'var(--surface)',
  border: '1px solid var(--line)',
  borderRadius: '0.9rem',
  boxShadow: '0 12px 32px rgb(0 0 0 / 0.12)',
  transformOrigin: 'top right',
  ...styleOf(CLOSED),
});
// A closing menu is still fading: it takes no clicks meanwhile.
const menuClosed = css({ pointerEvents: 'none' });

const item = css({
  display: 'block',
  padding: '0.55rem 0.75rem',
  borderRadius: '0.6rem',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: 'var(--page-bg)' },
});

type MenuLink = { label: string; href: string };

/** The WAI-ARIA APG menu button pattern, which also closes on scroll and after a timeout. */
export function GitHubMenu({ links }: { links: MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const chevronRef = useRef<SVGSVGElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const menuId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
    if (returnFocus || focusInside) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // Visible at once, whether motion fades it in or not: a hidden item cannot take focus.
    if (menuRef.current) menuRef.current.style.visibility = 'visible';
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

  // Runs after the effect above so no hidden frame takes the first item's focus away.
  useAnimatedState(menuRef, open, menuLook, NAVBAR.dropdownAnimationMs);
  useAnimatedState(chevronRef, open, chevronLook, NAVBAR.dropdownAnimationMs);

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
    <div ref={rootRef} css={root}>
      <button
        ref={buttonRef}
        type="button"
        css={[button, open && buttonOpen]}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={onButtonKeyDown}
      >
        GitHub
        <svg ref={chevronRef} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label="GitHub profiles"
        css={[menu, !open && menuClosed]}
        onKeyDown={onMenuKeyDown}
      >
        {links.map((link, index) => (
          <li key={link.href} role="none">
            <NewTabLink
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              role="menuitem"
              href={link.href}
              tabIndex={-1}
              css={item}
              onClick={() => setOpen(false)}
            >
              {link.label}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
