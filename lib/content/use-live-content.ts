'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { liveRefreshBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { lazyImport, reportFailure } from '@/lib/lazy-chunks';
import { whenLoaded } from '@/lib/page-load';
import { readContentVersion } from './content-version';
import type { ContentItems, TableName } from './tables';
import type { PageTranslation } from './translations';

type LiveContent<T, Initial> = {
  items: T[] | Initial;
  /** True from the first paint when nothing was pre-rendered and a refresh will run. */
  loading: boolean;
  refresh: () => Promise<void>;
};

type Built = { version: number | null; count: number };

let idle: Promise<void> | undefined;

/** One shared moment for every island, so they read together. */
function whenPageIdle(): Promise<void> {
  idle ??= whenLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: LIVE_REFRESH.idleFallbackMs });
        else window.setTimeout(resolve, LIVE_REFRESH.idleFallbackMs);
      }),
  );
  return idle;
}

/** The table is read only when the version moved: an unchanged visit sets no state. `initial`: null when the items are in the HTML. */
export function useLiveContent<N extends TableName, Initial extends ContentItems[N] | null>(
  table: N,
  initial: Initial,
  built: Built,
  translation: PageTranslation | null,
): LiveContent<ContentItems[N][number], Initial> {
  const [items, setItems] = useState<ContentItems[N] | Initial>(initial);
  // The build's render and the browser's agree here, as NEXT_PUBLIC_ variables are inlined in both.
  const [loading, setLoading] = useState(() => built.count === 0 && liveRefreshBackend() !== null);
  const shownVersion = useRef(built.version);
  // A set to the same value still schedules a render.
  const loadingNow = useRef(loading);

  const refresh = useCallback(async () => {
    const backend = liveRefreshBackend();
    if (!backend) return; // built on the embedded default: nothing to re-read once deployed
    const read = async () => {
      const version = shownVersion.current === null ? null : await readContentVersion(backend);
      if (version !== null && version === shownVersion.current) return null;
      const refreshModule = await lazyImport(() => import('./refresh'));
      if (!loadingNow.current) {
        loadingNow.current = true;
        startTransition(() => setLoading(true));
      }
      const next = await refreshModule.refreshTable(table, backend, translation);
      if (next) shownVersion.current = version;
      return next;
    };
    const next = await read().catch((error: unknown) => {
      reportFailure('The content refresh could not be loaded; keeping what is shown.', error);
      return null;
    });
    if (!next && !loadingNow.current) return;
    loadingNow.current = false;
    // A transition: what the new items show may suspend (a description's renderer), and what is shown stays meanwhile.
    startTransition(() => {
      if (next) setItems(next);
      setLoading(false);
    });
  }, [table, translation]);

  useEffect(() => {
    if (!liveRefreshBackend()) return;
    let cancelled = false;
    void whenPageIdle().then(() => {
      if (!cancelled) void refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  return { items, loading, refresh };
}
