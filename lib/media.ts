import { BREAKPOINTS_PX } from './constants';

/** A min-width media query at one of the breakpoints, for the islands' emotion styles. */
export const mediaUp = (breakpoint: keyof typeof BREAKPOINTS_PX): string => `@media (min-width: ${BREAKPOINTS_PX[breakpoint]}px)`;
