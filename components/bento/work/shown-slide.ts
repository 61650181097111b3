/** On the shown slide; the tests and the live checks find the shown role through it, in any language (not by the translated "slide"). */
export const SHOWN_SLIDE_ATTRIBUTE = 'data-shown';
export const SHOWN_SLIDE = `[role="group"][${SHOWN_SLIDE_ATTRIBUTE}]`;
export const SHOWN_CHART = `${SHOWN_SLIDE} [data-testid="responsibilities-chart"]`;

export const shownSlideAttributes = (shown: boolean) => (shown ? { [SHOWN_SLIDE_ATTRIBUTE]: '' } : { 'aria-hidden': true });
