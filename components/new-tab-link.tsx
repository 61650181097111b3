import type { ComponentPropsWithRef, ReactNode } from 'react';

/** An aria-label replaces the content's name, so it must say that the link opens a new tab itself; otherwise `newTabNote` says it. */
type NewTabLinkProps = Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel' | 'aria-label'> & {
  href: string;
  children: ReactNode;
} & ({ 'aria-label': string; newTabNote?: never } | { 'aria-label'?: never; newTabNote: string });

/** noopener and noreferrer: the new page gets no handle on this one nor the address it came from. */
export function NewTabLink({ children, newTabNote, ...props }: NewTabLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {newTabNote !== undefined && <span className="visually-hidden">{` ${newTabNote}`}</span>}
    </a>
  );
}
