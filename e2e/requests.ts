import type { Page, Request } from '@playwright/test';
import { GATE_OPEN } from './lifecycle';

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
export function epochOf(page: Page, entry: 'loadEventEnd' | typeof GATE_OPEN): Promise<number> {
  return page.evaluate((name) => {
    if (name === 'loadEventEnd') return performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    return performance.timeOrigin + performance.getEntriesByName(name)[0]!.startTime;
  }, entry);
}
