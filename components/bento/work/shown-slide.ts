/**
 * Every role's slide is in the page; one carries this attribute and is shown, the others are hidden
 * (transparent, aria-hidden, beneath it). Tests and the live checks find the shown role, its chart
 * and its legend through it.
 */
export const SHOWN_SLIDE_ATTRIBUTE = 'data-shown';
export const SHOWN_SLIDE = `[aria-roledescription="slide"][${SHOWN_SLIDE_ATTRIBUTE}]`;
/** The shown role's chart box. */
export const SHOWN_CHART = `${SHOWN_SLIDE} [data-testid="responsibilities-chart"]`;
