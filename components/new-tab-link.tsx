import type { ComponentPropsWithRef, ReactNode } from 'react';

type NewTabLinkProps = Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
};

/** noopener and noreferrer: the new page gets no handle on this one nor the address it came from. */
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
