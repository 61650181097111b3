import { css } from '@emotion/react';
import { NAVBAR } from '@/lib/constants';

/** The navbar's menu buttons and their menus (the GitHub menu, the theme menu): one look. */

/**
 * The open and closed looks are CSS transitions on the state attributes the hook sets (data-state,
 * aria-expanded), which the browser runs on the compositor: a click costs one element's style. Driven
 * by motion, the transforms took a script callback every frame, the first alone 33 ms on a
 * mid-tier phone, and the click answered in 4× React's smallest.
 */
const TRANSITION = `${NAVBAR.dropdownAnimationMs}ms ease-in-out`;
const stillWhenReduced = { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } };

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

/** The GitHub button's chevron turns over while its menu is open. */
export const chevron = css({
  transition: `transform ${TRANSITION}`,
  '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  ...stillWhenReduced,
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
  // Closed, it stays visible until its fade ends, and takes no clicks meanwhile.
  opacity: 0,
  visibility: 'hidden',
  transform: 'translateY(-6px) scale(0.98)',
  pointerEvents: 'none',
  transition: `opacity ${TRANSITION}, transform ${TRANSITION}, visibility 0s linear ${NAVBAR.dropdownAnimationMs}ms`,
  '&[data-state="open"]': { opacity: 1, visibility: 'visible', transform: 'none', pointerEvents: 'auto', transitionDelay: '0s' },
  ...stillWhenReduced,
});

export const menuItem = css({
  display: 'block',
  padding: '0.55rem 0.75rem',
  borderRadius: '0.6rem',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: 'var(--page-bg)' },
});
