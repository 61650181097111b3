'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NAVBAR } from '@/lib/constants';
import { MENU_KEYFRAMES } from './menu-styles';
import { useOpenAnimation } from './use-open-animation';

/**
 * The WAI-ARIA APG menu button pattern, which also closes on an outside click, on scroll and after
 * a timeout: the navbar's menus (GitHub, theme) behave alike. Spread the props on the parts.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  useOpenAnimation(menuRef, open, MENU_KEYFRAMES);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
    if (returnFocus || focusInside) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The open menu is visible at once (its fade only starts). It sits in the fixed bar, always in
    // view: no scrolling into view to work out, and so no layout forced for it inside the click.
    itemRefs.current[0]?.focus({ preventScroll: true });
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
    const items = itemRefs.current.filter((item): item is HTMLElement => item !== null);
    const current = items.indexOf(document.activeElement as HTMLElement);
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

  return {
    open,
    setOpen,
    close,
    rootProps: { ref: rootRef },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((isOpen) => !isOpen),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', 'data-state': open ? 'open' : 'closed', onKeyDown: onMenuKeyDown },
    itemRef: (index: number) => (element: HTMLElement | null) => {
      itemRefs.current[index] = element;
    },
  };
}
