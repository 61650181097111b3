/**
 * next/root-params for Jest: Next's compiler replaces the module in a build, and Jest has none. The
 * page's language is the default's (no segment) unless a test sets one.
 */
let segments: string[] | undefined;

export async function locale(): Promise<string[] | undefined> {
  return segments;
}

/** The page a component test renders: `undefined` for the default language's, `['de']` for /de/. */
export function setPageSegments(next: string[] | undefined): void {
  segments = next;
}
