/**
 * Every dynamic import in the app goes through here. When a chunk fails to load (most often a
 * visitor holding HTML from before a redeploy, whose chunk hashes no longer exist), a cancelable
 * `preload-error` event is dispatched on `window` carrying the error; the error is rethrown unless
 * a listener cancelled the event.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export type PreloadErrorEvent = CustomEvent<{ error: unknown }> & { payload: unknown };

/**
 * What lazyImport rejects with when a listener cancelled the preload-error event. The
 * specification reads "the error is rethrown unless the event is cancelled": once cancelled, the
 * original error is not rethrown. The import still settles, with this error instead, because a
 * promise that never settles leaves its caller waiting for good (a loading flag stuck on). A caller
 * recognises it with isPreloadHandled, keeps what it shows and logs nothing: the listener has dealt
 * with the failure (the default one is reloading the page). The original error is its `cause`.
 */
export class PreloadHandledError extends Error {
  override name = 'PreloadHandledError';

  constructor(cause: unknown) {
    super('A lazily loaded module failed to load; a preload-error listener took it over.', { cause });
  }
}

export function isPreloadHandled(error: unknown): error is PreloadHandledError {
  return error instanceof PreloadHandledError;
}

export async function lazyImport<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (typeof window === 'undefined') throw error;
    const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error } });
    // `payload` mirrors Vite's vite:preloadError event, whose listeners read event.payload.
    Object.assign(event, { payload: error });
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    throw new PreloadHandledError(error);
  }
}

const RELOADED_KEY = 'preload-error-reloaded';

/**
 * How long the reload guard holds. It expires rather than clearing on a successful import: after
 * a reload, one chunk may load (the refresh) before another that is missing for good fails (the
 * chart), and clearing on that success would reload again on every visit of the page, for ever.
 * A guard that expires allows at most one automatic reload per this long, and a later broken
 * deploy seen in the same tab still reloads it.
 */
export const RELOAD_GUARD_MS = 5 * 60_000;

/**
 * The app's default listener: reload once, which fetches the current HTML and its chunks. The
 * time of that reload in sessionStorage stops a loop when the chunk is missing for good: another
 * failure within RELOAD_GUARD_MS of it goes on to the caller, which logs it and keeps what the
 * page shows. Returns a function that removes it.
 */
export function installPreloadErrorReload(win: Window = window): () => void {
  // Once this page is reloading, later failures (the other lazy imports under way) are mended by
  // that reload too. Once it has declined to reload, it does not reload later: the same chunk
  // fails again when a visitor comes back to it, and a reload then would only lose their place.
  let state: 'ready' | 'reloading' | 'declined' = 'ready';
  const listener = (event: Event): void => {
    if (state === 'reloading') {
      event.preventDefault();
      return;
    }
    let reload = state === 'ready';
    try {
      const reloadedAt = Number(win.sessionStorage.getItem(RELOADED_KEY) ?? Number.NEGATIVE_INFINITY);
      // Written so that an unreadable value counts as recent: when in doubt, do not reload.
      reload &&= Date.now() - reloadedAt >= RELOAD_GUARD_MS;
      if (reload) win.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    } catch {
      reload = false; // no storage, no way to guard a loop: do not reload
    }
    const { error } = (event as PreloadErrorEvent).detail;
    if (!reload) {
      state = 'declined';
      console.error('A lazily loaded module failed to load again after a reload:', error);
      return;
    }
    state = 'reloading';
    console.warn('A lazily loaded module failed to load; reloading the page once.', error);
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener(PRELOAD_ERROR_EVENT, listener);
  return () => win.removeEventListener(PRELOAD_ERROR_EVENT, listener);
}
