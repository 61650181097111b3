'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { whenLoaded } from '@/components/first-paint/page-lifecycle';
import { liveRefreshBackend, type HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { lazyImport, reportFailure } from '@/lib/lazy-chunks';

export type LiveContent<T, Initial> = {
  items: T[] | Initial;
  /** True from the first paint when nothing was pre-rendered and a refresh will run. */
  loading: boolean;
  refresh: () => Promise<void>;
};

type RefreshModule = typeof import('@/lib/content/refresh');
export type Loader<T> = (module: RefreshModule, backend: HostedBackend) => Promise<T[] | null>;

export type Built = { version: number | null; count: number };

let idle: Promise<void> | undefined;

/** One shared moment for every island, so they read together. */
function whenIdle(): Promise<void> {
  idle ??= whenLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: LIVE_REFRESH.idleFallbackMs });
        else window.setTimeout(resolve, LIVE_REFRESH.idleFallbackMs);
      }),
  );
  return idle;
}

/**
 * Reads the version first and the table only when it moved, so an unchanged visit costs one tiny request.
 * `initial` may be null: the server rendered the items and they are not carried again as data.
 */
export function useLiveContent<T, Initial extends T[] | null>(initial: Initial, load: Loader<T>, built: Built): LiveContent<T, Initial> {
  const [items, setItems] = useState<T[] | Initial>(initial);
  // The build's render and the browser's agree here, as NEXT_PUBLIC_ variables are inlined in both.
  const [loading, setLoading] = useState(() => built.count === 0 && liveRefreshBackend() !== null);
  const loadRef = useRef(load);
  const shownVersion = useRef(built.version);

  const refresh = useCallback(async () => {
    const backend = liveRefreshBackend();
    if (!backend) return; // built on the embedded default: nothing to re-read once deployed
    setLoading(true);
    try {
      const refreshModule = await lazyImport(() => import('@/lib/content/refresh'));
      const version = shownVersion.current === null ? null : await refreshModule.readContentVersion(backend);
      if (version !== null && version === shownVersion.current) return;
      const next = await loadRef.current(refreshModule, backend);
      if (next) {
        setItems(next);
        shownVersion.current = version;
      }
    } catch (error) {
      reportFailure('The content refresh could not be loaded; keeping what is shown.', error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!liveRefreshBackend()) return;
    let cancelled = false;
    void whenIdle().then(() => {
      if (!cancelled) void refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [refresh]);

  return { items, loading, refresh };
}
