'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { whenLoaded } from '@/lib/page-lifecycle';
import { liveRefreshBackend, type HostedBackend } from '@/lib/config';
import { LIVE_REFRESH } from '@/lib/constants';
import { isPreloadHandled, lazyImport } from '@/lib/lazy-import';

export type LiveContent<T> = {
  items: T[];
  /** True while a fetch runs, and from the start when nothing was pre-rendered and a refresh will run. */
  loading: boolean;
  /** Re-reads the content; on failure the items stay as they are. */
  refresh: () => Promise<void>;
};

type RefreshModule = typeof import('@/lib/content/refresh');
export type Loader<T> = (module: RefreshModule, backend: HostedBackend) => Promise<T[] | null>;

/**
 * Content pre-rendered at build time, re-read once the page is idle when a hosted backend is
 * configured (NEXT_PUBLIC_LIVE_REFRESH=off turns that off). The refresh code and supabase-js load
 * only then, so neither is in the page's initial JavaScript.
 */
export function useLiveContent<T>(initial: T[], load: Loader<T>): LiveContent<T> {
  const [items, setItems] = useState(initial);
  // Nothing pre-rendered and a refresh to come: loading from the first paint, in the static HTML
  // too. The build's render and the browser's agree, as NEXT_PUBLIC_ variables are inlined in both.
  const [loading, setLoading] = useState(() => initial.length === 0 && liveRefreshBackend() !== null);
  const loadRef = useRef(load);

  const refresh = useCallback(async () => {
    const backend = liveRefreshBackend();
    if (!backend) return; // built on the embedded default: nothing to re-read once deployed
    setLoading(true);
    try {
      const refreshModule = await lazyImport(() => import('@/lib/content/refresh'));
      const next = await loadRef.current(refreshModule, backend);
      // Unchanged content keeps its state: no re-render of what the page already shows.
      if (next) setItems((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
    } catch (error) {
      // A handled preload error: the page is reloading, which is what a visitor will see.
      if (!isPreloadHandled(error)) console.error('The content refresh could not be loaded; keeping what is shown.', error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (!liveRefreshBackend()) return;
    let cancelled = false;
    // Idle callbacks and timeouts number their ids separately: cancelling an idle id with
    // clearTimeout could cancel someone else's timer.
    let cancel = () => {};
    void whenLoaded().then(() => {
      if (cancelled) return;
      const run = () => void (cancelled || refresh());
      if (typeof window.requestIdleCallback === 'function') {
        const idle = window.requestIdleCallback(run, { timeout: LIVE_REFRESH.idleFallbackMs });
        cancel = () => window.cancelIdleCallback(idle);
      } else {
        const timer = window.setTimeout(run, LIVE_REFRESH.idleFallbackMs);
        cancel = () => window.clearTimeout(timer);
      }
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [refresh]);

  return { items, loading, refresh };
}
