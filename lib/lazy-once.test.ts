import { PreloadHandledError } from './lazy-import';
import { lazyOnce, onceUntilFailure, reportFailure } from './lazy-once';

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
