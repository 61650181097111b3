'use client';

import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';

type PrintEvents = { before: () => void; after?: () => void };

/**
 * Runs `before` at the browser's beforeprint and renders its state changes at once (flushSync, React's
 * documented way to render before a print), and `after` at afterprint.
 */
export function usePrintEvents(events: PrintEvents): void {
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  useEffect(() => {
    const before = () => flushSync(() => latest.current.before());
    const after = () => latest.current.after?.();
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
}
