import { isPreloadHandled, lazyImport } from './lazy-import';

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

/** Goes through lazyImport so a failed chunk dispatches preload-error. */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  return onceUntilFailure(() => lazyImport(load));
}

/** Silent when a preload-error listener took over: the page is reloading and a report would be noise. */
export function reportFailure(message: string, error: unknown, level: 'error' | 'warn' = 'error'): void {
  if (!isPreloadHandled(error)) console[level](message, error);
}
