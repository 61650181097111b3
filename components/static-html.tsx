'use client';

import { useId, useState, type ReactNode } from 'react';

/** One object for good: React rewrites innerHTML only when this prop changes identity. */
const KEEP_SERVER_HTML = { __html: '' };

/** React hydrates `dangerouslySetInnerHTML` without touching the inside: `children` is never read. Only for content nothing listens on. */
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
