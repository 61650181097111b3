import {
  installPreloadErrorReload,
  isPreloadHandled,
  lazyImport,
  lazyOnce,
  onceUntilFailure,
  PRELOAD_ERROR_EVENT,
  type PreloadErrorEvent,
  PreloadHandledError,
  RELOAD_GUARD_MS,
  reportFailure,
} from './lazy-chunks';

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

  it('settles when a listener cancels the event: not with the original error, with a PreloadHandledError carrying it', async () => {
    const error = chunkError();
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, cancel);
    const outcome = await lazyImport(() => Promise.reject(error)).catch((reason: unknown) => reason);
    expect(outcome).toBeInstanceOf(PreloadHandledError);
    expect(outcome).not.toBe(error);
    expect((outcome as PreloadHandledError).cause).toBe(error);
    expect(isPreloadHandled(outcome)).toBe(true);
    expect(isPreloadHandled(error)).toBe(false);
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

  const failure = () => new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { error: chunkError() } });

  /** One page view: the listener the app installs as the page starts, on a window shared across reloads. */
  function visit(win: ReturnType<typeof fakeWindow>, ...events: CustomEvent[]) {
    const remove = installPreloadErrorReload(win);
    for (const event of events) win.dispatchEvent(event);
    remove();
  }

  it('does not reload again in the page the reload brought: the error goes on to the caller', () => {
    const win = fakeWindow();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const second = failure();
    visit(win, failure());
    visit(win, second);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    expect(errorLog).toHaveBeenCalledWith(
      'A lazily loaded module failed to load again after a reload:',
      expect.any(Error),
    );
  });

  it('takes over, quietly, the failures that follow in a page already reloading', () => {
    const win = fakeWindow();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errorLog = jest.spyOn(console, 'error');
    const [first, second] = [failure(), failure()];
    visit(win, first, second);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect([first.defaultPrevented, second.defaultPrevented]).toEqual([true, true]);
    expect(errorLog).not.toHaveBeenCalled();
  });

  it(`reloads again for a broken deploy met ${RELOAD_GUARD_MS / 60_000} minutes or more after the last reload`, () => {
    const win = fakeWindow();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    visit(win, failure());
    now.mockReturnValue(1_000_000 + RELOAD_GUARD_MS - 1);
    visit(win, failure());
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_000_000 + RELOAD_GUARD_MS);
    const later = failure();
    visit(win, later);
    expect(win.location.reload).toHaveBeenCalledTimes(2);
    expect(later.defaultPrevented).toBe(true);
    expect(errorLog).toHaveBeenCalledTimes(1);
  });

  it('does not reload later in a page that has already declined to, even once the guard has expired', () => {
    const win = fakeWindow();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    visit(win, failure());
    const remove = installPreloadErrorReload(win);
    win.dispatchEvent(failure());
    now.mockReturnValue(1_000_000 + 2 * RELOAD_GUARD_MS);
    const later = failure();
    win.dispatchEvent(later);
    remove();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(later.defaultPrevented).toBe(false);
  });

  it('does not reload when the guard cannot be read as a time', () => {
    const win = fakeWindow();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.sessionStorage.setItem('preload-error-reloaded', 'yes');
    visit(win, failure());
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it('works with lazyImport end to end: a failed import triggers the reload and rejects with a PreloadHandledError, logging no error', async () => {
    const reload = jest.fn();
    // Listens on the real window, where lazyImport dispatches, but reloads through a stand-in.
    const remove = installPreloadErrorReload({
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      sessionStorage: window.sessionStorage,
      location: { reload },
    } as unknown as Window);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const errorLog = jest.spyOn(console, 'error');
    await expect(lazyImport(() => Promise.reject(chunkError()))).rejects.toBeInstanceOf(PreloadHandledError);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(errorLog).not.toHaveBeenCalled();
    remove();
  });
});

describe('onceUntilFailure', () => {
  it('starts once and shares the promise while it succeeds', async () => {
    const start = jest.fn(async () => 42);
    const get = onceUntilFailure(start);
    await expect(Promise.all([get(), get()])).resolves.toEqual([42, 42]);
    await get();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed start, so the next call tries again', async () => {
    const start = jest.fn().mockRejectedValueOnce(new Error('gone')).mockResolvedValueOnce('back');
    const get = onceUntilFailure(start);
    await expect(get()).rejects.toThrow('gone');
    await expect(get()).resolves.toBe('back');
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('lazyOnce', () => {
  it('loads the chunk once', async () => {
    const load = jest.fn(async () => ({ answer: 42 }));
    const get = lazyOnce(load);
    await get();
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('reportFailure', () => {
  it('logs a failure nobody took over, at the level asked for', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = new Error('gone');
    reportFailure('It failed.', error, 'warn');
    expect(warn).toHaveBeenCalledWith('It failed.', error);
  });

  it('stays quiet on a failure a preload-error listener took over', () => {
    const errorLog = jest.spyOn(console, 'error');
    reportFailure('It failed.', new PreloadHandledError(new Error('gone')));
    expect(errorLog).not.toHaveBeenCalled();
  });
});
