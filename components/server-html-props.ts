/**
 * Props of client components that hold what the server rendered into the HTML and the browser only
 * keeps (StaticHtml), never reads. Each holds an async server component, so the RSC payload carries
 * it as a row of its own.
 */

/** ProjectsBlock's: the project cards as built. */
export const BUILT_GRID_PROP = 'builtGrid';

/** PrintedResumeHtml's: the printed résumé's opening, every role as text. */
export const PRINTED_RESUME_PROP = 'printedResume';
