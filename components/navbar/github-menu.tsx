/** @jsxImportSource @emotion/react */
'use client';

import { NewTabLink } from '@/components/new-tab-link';
import { useRef } from 'react';
import { chevron, CHEVRON_KEYFRAMES, menu, menuButton, menuItem, menuRoot } from './menu-styles';
import { useMenuButton } from './use-menu-button';
import { useOpenAnimation } from './use-open-animation';

type MenuLink = { label: string; href: string };

/** The two GitHub profiles, behind the navbar's menu button pattern (use-menu-button.ts). */
export function GitHubMenu({ links }: { links: MenuLink[] }) {
  const chevronRef = useRef<SVGSVGElement>(null);
  const turnChevron = useOpenAnimation(chevronRef, CHEVRON_KEYFRAMES);
  const { hide, rootProps, buttonProps, menuProps, itemRef } = useMenuButton({ onShow: turnChevron });

  return (
    <div {...rootProps} css={menuRoot}>
      <button {...buttonProps} css={menuButton}>
        GitHub
        <svg ref={chevronRef} css={chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul {...menuProps} aria-label="GitHub profiles" css={menu}>
        {links.map((link, index) => (
          <li key={link.href} role="none">
            <NewTabLink ref={itemRef(index)} role="menuitem" href={link.href} tabIndex={-1} css={menuItem} onClick={hide}>
              {link.label}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
