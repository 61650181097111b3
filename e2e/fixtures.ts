import { test as base, expect } from '@playwright/test';

/**
 * Every visit fails on a console error or an uncaught exception, unless the test says which
 * errors it expects (`allowConsoleErrors(/pattern/)`, or the message itself), as the failure tests do.
 */
type Fixtures = {
  allowConsoleErrors: (pattern: RegExp | string) => void;
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
      const allowed: (RegExp | string)[] = [];
      await use((pattern) => allowed.push(pattern));
      const matches = (error: string, pattern: RegExp | string) => (typeof pattern === 'string' ? error === pattern : pattern.test(error));
      const unexpected = consoleErrors.filter((error) => !allowed.some((pattern) => matches(error, pattern)));
      expect(unexpected, 'console errors during the visit').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
