// The inline script's attributes list what it adds, so one text, and one CSP hash, serves every page.
export const FRAMEWORK_AFTER_PAINT_ID = 'framework-after-paint';
export const AFTER_PAINT_ATTRIBUTES = { async: 'data-async', noModule: 'data-nomodule', payload: 'data-payload' } as const;

/**
 * Only a page that paints nothing while shown waits this long: a hidden tab paints, and reports its
 * first paint, once it is shown, so its wait counts from then.
 */
export const PAINT_GIVE_UP_MS = 10_000;

export const PAYLOAD_FAILED_MESSAGE =
  "[portfolio] The page's data script did not load, so its interactive parts (menu, carousel, chart) will not start; the page itself is complete.";

export type FrameworkAfterPaintConfig = {
  gateOpen: string;
  paintGiveUpMs: number;
  payloadFailed: string;
  attributes: { async: string; noModule: string; payload: string };
};

/** The payload first, its pieces in order, one per task, then the scripts one per task (several fetches
 * started in one task made a long task). Runs as the text scripts/lib/framework-scripts.ts makes of it:
 * it reaches nothing outside. */
export function loadFrameworkAfterPaint(config: FrameworkAfterPaintConfig): void {
  const tag = document.currentScript;
  if (!tag) return;
  const listed = (name: string): string[] => (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  const scripts = listed(config.attributes.async);
  const legacy = listed(config.attributes.noModule);
  const payload = listed(config.attributes.payload);
  let started = false;

  function onePerTask(items: string[], add: (src: string) => void): void {
    const queue = items.slice();
    function next(): void {
      const src = queue.shift();
      if (src === undefined) return;
      add(src);
      setTimeout(next, 0);
    }
    next();
  }

  /** Still async: React finds its hoisted scripts by `script[async][src]`. */
  function addScript(src: string): void {
    const script = document.createElement('script');
    script.async = true;
    script.setAttribute('async', '');
    script.src = src;
    document.head.appendChild(script);
  }

  function start(): void {
    if (started) return;
    started = true;
    legacy.forEach(function (src) {
      const script = document.createElement('script');
      script.setAttribute('nomodule', '');
      script.src = src;
      document.body.appendChild(script);
    });
    if (!payload.length) return onePerTask(scripts, addScript);
    let ran = false;
    function preload(src: string): void {
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'script');
      link.setAttribute('href', src);
      document.head.appendChild(link);
    }
    // Fetched side by side, run one after another: each piece pushes onto what the last one pushed.
    const pieces = payload.slice();
    function nextPiece(): void {
      const src = pieces.shift();
      if (src === undefined) return onePerTask(scripts, addScript);
      const data = document.createElement('script');
      data.onload = function () {
        // After the last piece, no script is preloaded any more: each is about to be added.
        ran = pieces.length === 0;
        setTimeout(nextPiece, 0);
      };
      data.onerror = function () {
        console.error(config.payloadFailed);
      };
      data.src = src;
      document.head.appendChild(data);
    }
    nextPiece();
    onePerTask(pieces.slice(), preload);
    onePerTask(scripts, function (src) {
      if (!ran) preload(src);
    });
  }

  /**
   * Once the first contentful paint has been reported, that is presented: a request started before
   * it, even by a timer that fired as the frame's main-thread work ended, holds that paint in
   * Lighthouse's simulation. Without paint timing, the task after the next frame.
   */
  function whenPainted(): void {
    const Observer = window.PerformanceObserver;
    if (!Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    } else {
      new Observer(function (entries, observer) {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    }
    giveUpWhileShown();
  }

  /** A page hidden when its time is up waits to be shown again: its paint comes then. */
  function giveUpWhileShown(): void {
    setTimeout(function () {
      if (started) return;
      if (document.visibilityState === 'hidden') document.addEventListener('visibilitychange', giveUpWhileShown, { once: true });
      else start();
    }, config.paintGiveUpMs);
  }

  if (performance.getEntriesByName(config.gateOpen).length) whenPainted();
  else addEventListener(config.gateOpen, whenPainted, { once: true });
}
