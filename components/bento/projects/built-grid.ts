/**
 * The name of ProjectsBlock's prop that holds the grid the build rendered. The post-build finds that
 * prop's row of the RSC payload by this name and empties it (scripts/lib/flight-payload.ts): the
 * browser never reads it, the cards being in the HTML.
 */
export const BUILT_GRID_PROP = 'builtGrid';
