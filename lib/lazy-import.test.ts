import { installPreloadErrorReload, lazyImport, PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from './lazy-import';

const chunkError = () => new Error('Failed to fetch dynamically imported module: /_next/static/chunks/gone.js');

describe('lazyImport', () => {
  it('resolves to the module when the import succeeds, dispatching nothing', async () => {
    const listener = jest.fn();
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(lazyImport(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('dispatches a cancelable preload-error event with the error, then rethrows when nobody cancels', async () => {
    const error = chunkError();
    const events: PreloadErrorEvent[] = [];
    const listener = (event: Event) => events.push(event as PreloadErrorEvent);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);

    await expect(lazyImport(() => Promise.reject(error))).rejects.toBe(error);
    expect(events).toHaveLength(1);
    expect(events[0]?.cancelable).toBe(true);
    expect(events[0]?.detail.error).toBe(error);
    expect(events[0]?.payload).toBe(error);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
  });

  it('does not rethrow when a listener cancels the event', async () => {
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, cancel);
    const outcome = jest.fn();
    void lazyImport(() => Promise.reject(chunkError())).then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcome).not.toHaveBeenCalled();
    window.removeEventListener(PRELOAD_ERROR_EVENT, cancel);
  });
});

describe('installPreloadErrorReload', () => {
  /** A window whose reload can be observed; jsdom's own location.reload cannot be replaced. */
  function fakeWindow() {
    const target = new EventTarget();
    return Object.assign(target, {
      sessionStorage: window.sessionStorage,
      location: { reload: jest.fn() },
    }) as unknown as Window & { location: { reload: jest.Mock } };
  }

  beforeEach(() => window.sessionStorage.clear());

  it('reloads the page once on a chunk failure, cancelling the event so nothing is thrown', () => {
    const win = fakeWindow();
    const remove = installPreloadErrorReload(win);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error: chunkError() } });
    win.dispatchEvent(event);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    remove();
  });

  it('does not reload a second time in the same session: the error goes on to the caller', () => {
    const win = fakeWindow();
    const remove = installPreloadErrorReload(win);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const first = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error: chunkError() } });
    const second = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error: chunkError() } });
    win.dispatchEvent(first);
    win.dispatchEvent(second);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    expect(errorLog).toHaveBeenCalledWith(
      'A lazily loaded module failed to load again after a reload:',
      expect.any(Error),
    );
    remove();
  });

  it('works with lazyImport end to end: a failed import triggers the reload and is not rethrown', async () => {
    const reload = jest.fn();
    // Listens on the real window, where lazyImport dispatches, but reloads through a stand-in.
    const remove = installPreloadErrorReload({
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      sessionStorage: window.sessionStorage,
      location: { reload },
    } as unknown as Window);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = jest.fn();
    void lazyImport(() => Promise.reject(chunkError())).then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
    remove();
  });
});
