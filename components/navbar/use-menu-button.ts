'use client';

import { useCallback, useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type MouseEvent, type RefObject, type ToggleEvent } from 'react';
import { NAVBAR } from '@/lib/constants';

const ITEM = '[role^="menuitem"]';
const itemsOf = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>(ITEM)];

const KEY_TARGETS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at) => at + 1,
  ArrowUp: (at) => at - 1,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * Whether the popover is open: the browser owns that state, React only follows its toggle events.
 * Opened before hydration, it is read as open once the island subscribes.
 */
function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const popover = ref.current;
      popover?.addEventListener('toggle', onChange);
      return () => popover?.removeEventListener('toggle', onChange);
    },
    [ref],
  );
  return useSyncExternalStore(subscribe, () => ref.current?.matches(':popover-open') ?? false, () => false);
}

/**
 * The browser opens and closes the popover and gives the focus back; this adds the APG menu button's
 * keys and the spec's own closes, on scroll and after a while.
 */
export function useMenuButton() {
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);
  const open = usePopoverOpen(menuRef);

  useEffect(() => {
    if (!open) return;
    const close = () => menuRef.current?.hidePopover();
    const timer = window.setTimeout(close, NAVBAR.dropdownAutoCloseMs);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', close);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const menu = menuRef.current;
    if (!menu || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    // With its button as the source, as a click opens it: the button stays its invoker (anchor, light dismiss).
    menu.togglePopover({ force: true, source: event.currentTarget });
    const items = itemsOf(menu);
    (event.key === 'ArrowDown' ? items[0] : items.at(-1))?.focus();
  };

  // Enter, Space or a click opened it: the focus moves to the first item, as the APG pattern has it.
  const onToggle = (event: ToggleEvent<HTMLUListElement>) => {
    const menu = event.currentTarget;
    if (event.newState === 'open' && !menu.contains(document.activeElement)) itemsOf(menu)[0]?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const menu = event.currentTarget;
    // Tab leaves the menu: closed first, the focus is back on the button and moves on from there.
    if (event.key === 'Tab') return menu.hidePopover();
    const target = KEY_TARGETS[event.key];
    if (!target) return;
    event.preventDefault();
    const items = itemsOf(menu);
    const next = target(items.indexOf(document.activeElement as HTMLElement), items.length);
    items[(next + items.length) % items.length]?.focus();
  };

  // A chosen item closes the menu (a link opens in a new tab, a theme applies).
  const onMenuClick = (event: MouseEvent<HTMLUListElement>) => {
    if (event.target instanceof Element && event.target.closest(ITEM)) event.currentTarget.hidePopover();
  };

  return {
    buttonProps: { type: 'button' as const, popoverTarget: menuId, 'aria-haspopup': 'menu' as const, 'aria-controls': menuId, onKeyDown: onButtonKeyDown },
    menuProps: { ref: menuRef, id: menuId, popover: 'auto' as const, role: 'menu', onToggle, onKeyDown: onMenuKeyDown, onClick: onMenuClick },
  };
}
