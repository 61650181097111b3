/** What a step expected, what it found, and what passing the page on would cost; step.ts names the step and the page. */
export class ShapeError extends Error {
  constructor(expected: string, found: string, consequence: string) {
    super(`expected ${expected}; found ${found}. ${consequence}`);
    this.name = 'ShapeError';
  }
}

export const NEVER_HYDRATES = 'A Next.js upgrade may have changed its export: passed on as it is, the page would never hydrate.';
