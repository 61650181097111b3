import '@testing-library/jest-dom';
import { format } from 'node:util';

/**
 * An unexpected console.error fails the test. A test that expects one takes console.error over
 * with its own `jest.spyOn(console, 'error').mockImplementation(...)` and asserts on it.
 */
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(format(...args));
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  if (unexpectedErrors.length > 0) {
    throw new Error(`Unexpected console.error during the test:\n${unexpectedErrors.join('\n')}`);
  }
});

// jsdom has neither; the components only need them to exist.
if (typeof window !== 'undefined') {
  class NoopObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): [] {
      return [];
    }
  }
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  // jsdom has no idle callbacks: "idle" is the next turn of the event loop.
  window.requestIdleCallback ??= ((callback: IdleRequestCallback) =>
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback ??= (handle: number) => window.clearTimeout(handle);
  // jsdom has no Web Animations either: an animation that is over at once.
  Element.prototype.animate ??= function () {
    return { cancel() {}, finished: Promise.resolve() } as unknown as Animation;
  };
}

// supabase-js warns on every createClient under Node 20; the build's Node is a known choice.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};
