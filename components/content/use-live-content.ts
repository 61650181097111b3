'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { liveRefreshBackend, type HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { lazyImport } from '@/lib/lazy-import';
import { reportFailure } from '@/lib/lazy-once';
import { whenLoaded } from '@/lib/page-lifecycle';

export type LiveContent<T, Initial> = {
  /** What the page shows: the initial items until a refresh brings a newer version. */
  items: T[] | Initial;
  /** True while a fetch runs, and from the start when nothing was pre-rendered and a refresh will run. */
  loading: boolean;
  /** Re-reads the content if its version moved; on failure the items stay as they are. */
  refresh: () => Promise<void>;
};

type RefreshModule = typeof import('@/lib/content/refresh');
export type Loader<T> = (module: RefreshModule, backend: HostedBackend) => Promise<T[] | null>;

/** What the page was built with: the content version and how many items it pre-rendered. */
export type Built = { version: number | null; count: number };

let idle: Promise<void> | undefined;

/** Once the page has loaded and then gone idle: one moment for every island, so they read together. */
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
 * Content pre-rendered at build time, refreshed once the page is idle when a hosted backend is
 * configured (NEXT_PUBLIC_LIVE_REFRESH=off turns that off). The refresh reads the content version
 * first and the table only when the version differs from the one shown, so an unchanged visit costs
 * the backend one tiny request. The refresh code and supabase-js load only then, so neither is in
 * the page's initial JavaScript. `initial` may be null: the items were rendered by the server and
 * are not carried again as data.
 */
export function useLiveContent<T, Initial extends T[] | null>(initial: Initial, load: Loader<T>, built: Built): LiveContent<T, Initial> {
  const [items, setItems] = useState<T[] | Initial>(initial);
  // Nothing pre-rendered and a refresh to come: loading from the first paint, in the static HTML
  // too. The build's render and the browser's agree, as NEXT_PUBLIC_ variables are inlined in both.
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
