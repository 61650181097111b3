import { css } from '@emotion/react';
import { styleOf, type StyleTarget } from '@/components/motion/animate-style';

/** The navbar's menu buttons and their menus (the GitHub menu, the theme menu): one look. */
const MENU_CLOSED: StyleTarget = { opacity: 0, visibility: 'hidden', y: -6, scale: 0.98 };
const MENU_OPEN: StyleTarget = { opacity: 1, visibility: 'visible', y: 0, scale: 1 };
export const menuLook = (open: boolean) => (open ? MENU_OPEN : MENU_CLOSED);

export const menuRoot = css({ position: 'relative' });

export const menuButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.35rem',
  minHeight: '2.5rem',
  minWidth: '2.5rem',
  padding: '0.25rem 0.75rem',
  border: 0,
  borderRadius: 999,
  background: 'transparent',
  fontSize: '0.95rem',
  cursor: 'pointer',
  // States are attributes, not extra classes: a class first used on a click has emotion insert a rule
  // then, and the whole page's styles are recalculated inside the interaction.
  '&:hover, &[aria-expanded="true"]': { background: 'var(--line)' },
});

export const menu = css({
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
  boxShadow: '0 12px 32px var(--shadow)',
  transformOrigin: 'top right',
  ...styleOf(MENU_CLOSED),
  // A closing menu is still fading: it takes no clicks meanwhile.
  '&[data-state="closed"]': { pointerEvents: 'none' },
});

export const menuItem = css({
  display: 'block',
  padding: '0.55rem 0.75rem',
  borderRadius: '0.6rem',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: 'var(--page-bg)' },
});
