/** The two projects of playwright.config.ts: every spec runs at both, layout specs at their own. */
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };
