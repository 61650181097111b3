
/** A chunk that fails to load (stale HTML after a redeploy) dispatches a cancelable `preload-error` on window. */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export type PreloadErrorEvent = CustomEvent<{ error: unknown }> & { payload: unknown };

/** Once a listener cancelled the event the import must still settle, or its caller waits for good. */
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

/** Expires rather than clearing on success: one chunk may load before another, gone for good, fails. */
export const RELOAD_GUARD_MS = 5 * 60_000;

/** Reloads once for fresh HTML; the time kept in sessionStorage stops a loop when a chunk is gone for good. */
export function installPreloadErrorReload(win: Window = window): () => void {
  // Once declined, never reload later: it would only lose the visitor's place.
  let state: 'ready' | 'reloading' | 'declined' = 'ready';
  const listener = (event: Event): void => {
    if (state === 'reloading') {
      event.preventDefault();
      return;
    }
    let reload = state === 'ready';
    try {
      const reloadedAt = Number(win.sessionStorage.getItem(RELOADED_KEY) ?? Number.NEGATIVE_INFINITY);
      // An unreadable value counts as recent: when in doubt, do not reload.
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

/** A failed start is forgotten so the next call retries; only the first call's arguments are used. */
export function onceUntilFailure<A extends unknown[], T>(start: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let pending: Promise<T> | undefined;
  return (...args) => {
    if (!pending) {
      const attempt = start(...args);
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}

export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return onceUntilFailure(() => lazyImport(load));
}

/** Silent when a preload-error listener took over: the page is reloading and a report would be noise. */
export function reportFailure(message: string, error: unknown, level: 'error' | 'warn' = 'error'): void {
  if (!isPreloadHandled(error)) console[level](message, error);
}
