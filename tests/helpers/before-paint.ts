import { beforePaintScript, pageBeforePaintConfig } from '@/components/first-paint/before-paint';

/** next/font's family lists: the script loads the first of each. */
const TEST_FONTS = { sans: "'Inter', 'Inter Fallback'", serif: "'Fraunces', 'Fraunces Fallback'" };

/** The before-paint script as <head> runs it: its serialised text, evaluated as a plain script. `gate`: the portfolio's, or a case study's none. */
export function runBeforePaint({ gate = true } = {}): void {
  new Function(beforePaintScript(pageBeforePaintConfig(TEST_FONTS, { gate })))();
}

/** What a run leaves listening until hydration takes its clicks: a test's run must not outlive the test. */
export function releaseBeforePaint(): void {
  window.__takeEarlyClicks?.();
  delete window.__takeEarlyClicks;
}
