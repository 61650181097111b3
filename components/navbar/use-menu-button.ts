'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { afterNextPaint } from '@/components/first-paint/page-lifecycle';
import { NAVBAR } from '@/lib/constants';
import { MENU_KEYFRAMES } from './menu-styles';
import { useOpenAnimation } from './use-open-animation';

type MenuParts = {
  root: HTMLElement;
  button: HTMLButtonElement;
  menu: HTMLElement;
  firstItem: () => HTMLElement | null | undefined;
  /** Starts the change's animations. */
  animate: (open: boolean) => void;
};

type MenuControls = { isOpen: () => boolean; show: (open: boolean) => void; close: (returnFocus: boolean) => void; dispose: () => void };

/** Opening and closing, on the page's own attributes, and what an open menu listens for. */
function menuControls({ root, button, menu, firstItem, animate }: MenuParts): MenuControls {
  let open = false;
  let stopWatching: (() => void) | null = null;

  const show = (next: boolean) => {
    if (open === next) return;
    open = next;
    button.setAttribute('aria-expanded', String(next));
    menu.setAttribute('data-state', menuState(next));
    animate(next);
    stopWatching?.();
    stopWatching = next ? watchWhileOpen() : null;
  };

  // Focus moves once the frame that shows the change is painted: focus() has the page's style and
  // layout worked out there and then, which the frame did again.
  const close = (returnFocus: boolean) => {
    show(false);
    afterNextPaint(() => {
      // An outside press on something focusable has taken the focus meanwhile: it keeps it.
      if (returnFocus || root.contains(document.activeElement)) button.focus();
    });
  };

  const watchWhileOpen = () => {
    // The menu sits in the fixed bar, always in view: no scrolling into view to work out.
    afterNextPaint(() => {
      if (open) firstItem()?.focus({ preventScroll: true });
    });
    // Closed as the press's frame begins, not in the press: the press's own hit tests (its mousedown's
    // selection, pointerup, click) then find the page as it was, where the change made each of them
    // work the page's style and layout out first; the frame's own style pass works it out.
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) requestAnimationFrame(() => close(false));
    };
    const onScroll = () => close(false);
    const timer = window.setTimeout(() => close(false), NAVBAR.dropdownAutoCloseMs);
    // At the window, in the capture phase: presses go no further (react-root-events.tsx).
    const capture = { capture: true, passive: true };
    window.addEventListener('pointerdown', onPointerDown, capture);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', onPointerDown, capture);
      window.removeEventListener('scroll', onScroll);
    };
  };

  return { isOpen: () => open, show, close, dispose: () => stopWatching?.() };
}

/**
 * The WAI-ARIA APG menu button pattern, which also closes on an outside click, on scroll and after
 * a timeout: the navbar's menus (GitHub, theme) behave alike. Spread the props on the parts.
 * `onShow` runs as the menu opens or closes, in the same task (another part's animation).
 *
 * React renders the menu closed, once; from then on the page holds whether it is open (the button's
 * aria-expanded, the menu's data-state), and a press changes those and starts the animations in its
 * own task, with no render: the menu's render, commit and effects were a quarter of the main
 * thread's time between the press and its frame on a mid-tier phone.
 */
export function useMenuButton({ onShow }: { onShow?: (open: boolean) => void } = {}) {
  const controls = useRef<MenuControls | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const menuId = useId();
  const playMenu = useOpenAnimation(menuRef, MENU_KEYFRAMES);
  const onShowRef = useRef(onShow);
  useEffect(() => {
    onShowRef.current = onShow;
  }, [onShow]);

  useEffect(() => {
    const [root, button, menu] = [rootRef.current, buttonRef.current, menuRef.current];
    if (!root || !button || !menu) return;
    const animate = (open: boolean) => {
      playMenu(open);
      onShowRef.current?.(open);
    };
    const made = menuControls({ root, button, menu, firstItem: () => itemRefs.current[0], animate });
    controls.current = made;
    return () => {
      made.dispose();
      controls.current = null;
    };
  }, [playMenu]);

  const show = (open: boolean) => controls.current?.show(open);
  const close = (returnFocus: boolean) => controls.current?.close(returnFocus);

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
        show(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(true);
    } else if (event.key === 'Escape' && controls.current?.isOpen()) {
      event.preventDefault();
      close(true);
    }
  };

  return {
    /** Closes the menu and leaves the focus be (a link that opens elsewhere). */
    hide: () => show(false),
    close,
    rootProps: { ref: rootRef },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      // Rendered closed; menuControls keeps it from then on.
      'aria-expanded': false,
      'aria-controls': menuId,
      onClick: () => show(!controls.current?.isOpen()),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', 'data-state': menuState(false), onKeyDown: onMenuKeyDown },
    itemRef: (index: number) => (element: HTMLElement | null) => {
      itemRefs.current[index] = element;
    },
  };
}

const menuState = (open: boolean) => (open ? 'open' : 'closed');
