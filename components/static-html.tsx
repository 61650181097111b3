'use client';

import { useId, useState, type ReactNode } from 'react';

/** One object for good: React rewrites innerHTML only when this prop changes identity. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A <div> whose content is the HTML the server rendered from `children`, kept as it is: the
 * browser neither hydrates it nor reads `children` (for a lazy server component, its payload row
 * is never even parsed). React hydrates an element with `dangerouslySetInnerHTML` without
 * touching what is inside. Rendered afresh in the browser (no server HTML for it in the page),
 * it renders `children` like any element. For content no island needs to listen on.
 */
export function StaticHtml({ className, children }: { className?: string; children: ReactNode }) {
  const id = useId();
  const [fromServer] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  return fromServer ? (
    <div id={id} className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
