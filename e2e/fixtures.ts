import { test as base, expect, type Page, type Request } from '@playwright/test';
import { REVEAL_DUE_SOURCE, REVEAL_SELECTOR } from '../lib/reveal-rule';
import { GATE_OPEN } from './lifecycle';

/**
 * Every visit fails on a console error or an uncaught exception, unless the test says which
 * errors it expects (`allowConsoleErrors(/pattern/)`), as the failure tests do.
 */
type Fixtures = {
  allowConsoleErrors: (pattern: RegExp) => void;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
    },
    { auto: true },
  ],
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors during the visit').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The two projects of playwright.config.ts: every spec runs at both, layout specs at their own. */
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

export const heroSection = (page: Page) => page.locator('section[aria-labelledby="hero-headline"]');

/**
 * Opens the page and waits until the gate is open and the islands have hydrated (the early clicks
 * the gate kept have been handed over). e2e/first-paint.spec.ts acts before that on purpose.
 */
export async function openPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0 && !('__takeEarlyClicks' in window), GATE_OPEN);
}

/** motion hands the Web Animations API property-indexed keyframes: one property per animation. */
export type RecordedKeyframes = Partial<Record<'opacity' | 'transform' | 'visibility', Array<string | number>>> & Record<string, unknown>;
export type RecordedAnimation = { target: string; probe: string | null; delay: number; duration: number; iterations: number; keyframes: RecordedKeyframes };

/**
 * Records every Web Animation the page starts (element.animate), with the target's data
 * attributes (or the name a test gave it as `__probe`), so a test can check timings that are over
 * before it could read them.
 */
export async function recordAnimations(page: Page): Promise<() => Promise<RecordedAnimation[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __animations: unknown[] }).__animations = log;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const timing = typeof options === 'number' ? { duration: options } : (options ?? {});
      const target = [...this.attributes].map((attribute) => attribute.name).filter((name) => name.startsWith('data-')).join(' ');
      log.push({
        target,
        // A test can name an element (element.__probe = 'name') to pick out its animations.
        probe: (this as Element & { __probe?: string }).__probe ?? null,
        delay: timing.delay ?? 0,
        duration: timing.duration,
        iterations: timing.iterations ?? 1,
        keyframes: JSON.parse(JSON.stringify(keyframes)),
      });
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __animations: RecordedAnimation[] }).__animations);
}

/**
 * Waits until motion's chunk has loaded and run (the hero's scroll springs style its content).
 * A state change before that shows at once, unanimated, so tests of its animation wait for this.
 */
export async function motionLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector<HTMLElement>('section[aria-labelledby="hero-headline"] > div')?.style.opacity !== '');
}

/**
 * Waits until the reveals are where they rest: none mid-animation (a finished CSS entrance stays in
 * getAnimations(), holding its end), and every one due by lib/reveal-rule.ts already revealed. motion loads after the gate opens, so "no animation yet" alone is not rest.
 */
export async function settleReveals(page: Page): Promise<void> {
  // A string, because the rule comes as source: Playwright sends a function as its source too.
  await page.waitForFunction(`(function(){var due=${REVEAL_DUE_SOURCE};
return Array.prototype.every.call(document.querySelectorAll(${JSON.stringify(REVEAL_SELECTOR)}),function(e){
if(e.getAnimations().some(function(a){return a.playState==='running';}))return false;
return !due(e.getBoundingClientRect(),innerHeight)||getComputedStyle(e).opacity==='1';});})()`);
}

export type Call = { url: string; startedAt: number; done: boolean };

/**
 * Requests whose URL starts with `prefix`, from the page and from its workers (the live refresh
 * reads in a Web Worker, whose requests are not in the page's resource timings), each with when
 * it started (epoch ms) and whether it has finished.
 */
export function watchCalls(page: Page, prefix: string): Call[] {
  const calls: Call[] = [];
  const byRequest = new Map<unknown, Call>();
  page.on('request', (request) => {
    if (!request.url().startsWith(prefix)) return;
    const call = { url: request.url(), startedAt: Date.now(), done: false };
    calls.push(call);
    byRequest.set(request, call);
  });
  // The browser's own start time, once known: the event above reaches the test a little late.
  const finish = (request: Request) => {
    const call = byRequest.get(request);
    if (!call) return;
    call.done = true;
    const { startTime } = request.timing();
    if (startTime > 0) call.startedAt = startTime;
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return calls;
}

/** An epoch time (ms) of a page's performance timeline entry, to compare with watchCalls. */
export function epochOf(page: Page, what: 'loadEventEnd' | typeof GATE_OPEN): Promise<number> {
  return page.evaluate((name) => {
    if (name === 'loadEventEnd') return performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return performance.timeOrigin + performance.getEntriesByName(name)[0]!.startTime;
  }, what);
}

export type Violation = { directive: string; blocked: string };

/** Every Content-Security-Policy violation the page reports, from its very first script on. */
export async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const violations: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);
}
