import type { ComponentPropsWithRef, ReactNode } from 'react';

type NewTabLinkProps = Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/**
 * A link that opens in a new tab, says so to assistive technology, and gives the new page no
 * handle on this one (noopener) nor the address it came from (noreferrer).
 */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  // An aria-label replaces the content's name, so it must say "opens in a new tab" itself.
  const labelled = props['aria-label'] !== undefined;
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {!labelled && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
