// Shared by the server's render, the browser's grid and the build's JSON of the later projects.

/** Even, so that both columns fill alike. */
export const CARDS_PER_RUN = 24;
/** A screenful and more: the runs the HTML holds. Later runs are rendered as the list's end nears the viewport. */
export const RUNS_IN_PAGE = 2;
export const CARDS_IN_PAGE = CARDS_PER_RUN * RUNS_IN_PAGE;

export function toRuns<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CARDS_PER_RUN) }, (_, index) => items.slice(index * CARDS_PER_RUN, (index + 1) * CARDS_PER_RUN));
}
