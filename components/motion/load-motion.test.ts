/**
 * @jest-environment jsdom
 */

type LoadMotion = typeof import('./load-motion');

// `wanted` is the module's own: each test gets a fresh copy, as each page load does.
function freshModule(): LoadMotion {
  let loaded: LoadMotion | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<LoadMotion>('./load-motion');
  });
  return loaded!;
}

function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  return new Promise((resolve) => setTimeout(() => resolve(settled), 0));
}

describe('whenMotionWanted', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('waits, on a page still at the top, for the first scroll, pointer, touch, key or resize', async () => {
    const wanted = freshModule().whenMotionWanted();
    expect(await settledYet(wanted)).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    expect(await settledYet(wanted)).toBe(true);
  });

  it('is wanted at once when the visitor scrolled before it was first asked, and no event is to come', async () => {
    // The End key pressed as the gate opened, before the islands hydrated and asked.
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    expect(await settledYet(freshModule().whenMotionWanted())).toBe(true);
  });
});
