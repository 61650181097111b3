/**
 * A page that is not the shape a post-build step rewrites: what the step expected, what it found,
 * and what passing the page on would cost. The step names itself and the page (scripts/postbuild/step.ts).
 */
export class ShapeError extends Error {
  constructor(expected: string, found: string, consequence: string) {
    super(`expected ${expected}; found ${found}. ${consequence}`);
    this.name = 'ShapeError';
  }
}

/** What a Next.js export that changed under a step costs: the page the step passed on would not work. */
export const NEVER_HYDRATES = 'A Next.js upgrade may have changed its export: passed on as it is, the page would never hydrate.';
