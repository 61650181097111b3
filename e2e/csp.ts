import type { Page } from '@playwright/test';

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
