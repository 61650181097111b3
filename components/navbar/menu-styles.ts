import { css } from '@emotion/react';
import type { OpenKeyframes } from './use-open-animation';

/** The navbar's menu buttons and their menus (the GitHub menu, the theme menu): one look. */

/**
 * Each state's look is a rule on the state attribute the hook sets (data-state, aria-expanded); the
 * change between them is a Web Animation of these keyframes (use-open-animation.ts), which the
 * browser runs on the compositor. Driven by motion's hybrid animate, the transforms took a script
 * callback every frame, and as CSS transitions they sent React an event per property and phase.
 *
 * Every look holds a transform, at rest too (an identity, not none): a change between none and a
 * transform changes what the part is a containing block for, and Blink lays the page out for it,
 * inside the press (ad hoc invalidation trace: the chevron's turn, 0.3 ms of a 5 ms open unthrottled).
 */
const MENU_CLOSED = { opacity: 0, visibility: 'hidden', transform: 'translateY(-6px) scale(0.98)' } as const;
const MENU_OPEN = { opacity: 1, visibility: 'visible', transform: 'translateY(0) scale(1)' } as const;
// Held visible all the while it fades, either way (use-open-animation.ts).
export const MENU_KEYFRAMES: OpenKeyframes = {
  opacity: [MENU_CLOSED.opacity, MENU_OPEN.opacity],
  transform: [MENU_CLOSED.transform, MENU_OPEN.transform],
};
const CHEVRON_CLOSED = 'rotate(0deg)';
const CHEVRON_OPEN = 'rotate(180deg)';
export const CHEVRON_KEYFRAMES: OpenKeyframes = { transform: [CHEVRON_CLOSED, CHEVRON_OPEN] };

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
export const chevron = css({ transform: CHEVRON_CLOSED, '[aria-expanded="true"] > &': { transform: CHEVRON_OPEN } });

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
  // Closed, it stays visible while its fade runs (held by use-open-animation.ts), and takes no clicks.
  ...MENU_CLOSED,
  pointerEvents: 'none',
  '&[data-state="open"]': { ...MENU_OPEN, pointerEvents: 'auto' },
});

export const menuItem = css({
  display: 'block',
  padding: '0.55rem 0.75rem',
  borderRadius: '0.6rem',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: 'var(--page-bg)' },
});
