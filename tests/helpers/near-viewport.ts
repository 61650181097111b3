/**
 * An IntersectionObserver that finds everything it watches near the viewport at once (jsdom has
 * none). Returns the options each observer was made with.
 */
export function everythingNearViewport(): IntersectionObserverInit[] {
  const made: IntersectionObserverInit[] = [];
  window.IntersectionObserver = class {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      options: IntersectionObserverInit = {},
    ) {
      made.push(options);
    }
    observe(target: Element) {
      this.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  return made;
}
