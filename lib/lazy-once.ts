import { isPreloadHandled, lazyImport } from './lazy-import';

/**
 * `start`, run on the first call and its promise shared by every later call. A failed start is
 * forgotten, so the next call tries again. The first call's arguments are the ones used.
 */
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

/** A lazily imported chunk (through lazyImport, so a failure dispatches preload-error), fetched once. */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return onceUntilFailure(() => lazyImport(load));
}

/**
 * Logs a failure, unless a preload-error listener took it over: the page is then reloading, which
 * is what a visitor sees, and a second report would only be noise.
 */
export function reportFailure(message: string, error: unknown, level: 'error' | 'warn' = 'error'): void {
  if (!isPreloadHandled(error)) console[level](message, error);
}
