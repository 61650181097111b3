/**
 * Props of client components that hold what the server rendered into the HTML and the browser only
 * keeps (StaticHtml), never reads. Each holds an async server component, so the RSC payload carries
 * it as a row of its own, and the post-build (scripts/postbuild/trim-payload.ts) finds that row by
 * the prop's name and empties it: with many projects or roles, those rows were most of the payload.
 */

/** ProjectsBlock's: the project cards as built. */
export const BUILT_GRID_PROP = 'builtGrid';

/** PrintedResumeHtml's: the printed résumé's opening, every role as text. */
export const PRINTED_RESUME_PROP = 'printedResume';

export const SERVER_HTML_PROPS = [BUILT_GRID_PROP, PRINTED_RESUME_PROP] as const;
export type ServerHtmlProp = (typeof SERVER_HTML_PROPS)[number];
