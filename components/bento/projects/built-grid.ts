/** The post-build finds this prop's row of the RSC payload by its name and empties it: the cards are in the HTML. */
export const BUILT_GRID_PROP = 'builtGrid';
