'use client';

import { useState, type ReactNode } from 'react';
import { usePrintEvents } from '@/lib/use-print-events';

/** True from the browser's beforeprint to its afterprint. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  usePrintEvents({ before: () => setPrinting(true), after: () => setPrinting(false) });
  return printing;
}

/**
 * Its children as elements while the page prints; otherwise as a noscript, which a visitor without
 * JavaScript prints and the others' browsers keep as text. What only print shows then costs the
 * page no elements to lay out or hydrate, at hundreds of rows (React never renders a noscript's
 * children in the browser; the server's render alone writes them).
 */
export function PrintOnly({ children }: { children: ReactNode }) {
  return usePrinting() ? children : <noscript>{children}</noscript>;
}
