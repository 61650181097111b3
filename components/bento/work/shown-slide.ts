/**
 * The shown slide carries this attribute; its neighbours in the page are hidden (transparent,
 * aria-hidden, beneath it). Tests and the live checks find the shown role, its chart and its legend
 * through it.
 */
export const SHOWN_SLIDE_ATTRIBUTE = 'data-shown';
export const SHOWN_SLIDE = `[aria-roledescription="slide"][${SHOWN_SLIDE_ATTRIBUTE}]`;
/** The shown role's chart box. */
export const SHOWN_CHART = `${SHOWN_SLIDE} [data-testid="responsibilities-chart"]`;

/** A slide's attributes, shown or hidden, as React renders them. */
export const shownSlideAttributes = (shown: boolean) => (shown ? { [SHOWN_SLIDE_ATTRIBUTE]: '' } : { 'aria-hidden': true });
