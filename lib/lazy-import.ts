/**
 * Every dynamic import in the app goes through here. When a chunk fails to load (most often a
 * visitor holding HTML from before a redeploy, whose chunk hashes no longer exist), a cancelable
 * `preload-error` event is dispatched on `window` carrying the error; the error is rethrown unless
 * a listener cancelled the event.
 */
export const PRELOAD_ERROR_EVENT = 'preload-error';

export type PreloadErrorEvent = CustomEvent<{ error: unknown }> & { payload: unknown };

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
    // A cancelling listener has taken over (e.g. a reload is under way): never settle.
    return new Promise<T>(() => {});
  }
}

const RELOADED_KEY = 'preload-error-reloaded';

/**
 * The app's default listener: reload once, which fetches the current HTML and its chunks. The
 * flag in sessionStorage stops a loop when the chunk is missing for good; then the error goes on
 * to the caller, which logs it and keeps what the page shows. Returns a function that removes it.
 */
export function installPreloadErrorReload(win: Window = window): () => void {
  const listener = (event: Event): void => {
    let reloadedBefore = false;
    try {
      reloadedBefore = win.sessionStorage.getItem(RELOADED_KEY) !== null;
      if (!reloadedBefore) win.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    } catch {
      reloadedBefore = true; // no storage, no way to guard a loop: do not reload
    }
    const { error } = (event as PreloadErrorEvent).detail;
    if (reloadedBefore) {
      console.error('A lazily loaded module failed to load again after a reload:', error);
      return;
    }
    console.warn('A lazily loaded module failed to load; reloading the page once.', error);
    event.preventDefault();
    win.location.reload();
  };
  win.addEventListener(PRELOAD_ERROR_EVENT, listener);
  return () => win.removeEventListener(PRELOAD_ERROR_EVENT, listener);
}
