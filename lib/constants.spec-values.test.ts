import { BREAKPOINTS_PX, HERO, HERO_TAGS, MARKDOWN, NAVBAR, PIE, REVEAL, WORK } from './constants';

/** Other tests derive their expectations from lib/constants.ts, so only this literal table catches a wrong value there. */
const seconds = (value: number) => value * 1000;

const table: Array<[spec: string, actual: unknown, expected: unknown]> = [
  // navigation
  ['Navigation dropdown auto-close: 5 s', NAVBAR.dropdownAutoCloseMs, seconds(5)],
  ['Navbar hide threshold: 30 px', NAVBAR.hideThresholdPx, 30],
  ['Navbar fade: 1.2 s', NAVBAR.fadeMs, seconds(1.2)],
  ['Dropdown animation: 0.25 s', NAVBAR.dropdownAnimationMs, seconds(0.25)],
  // work
  ['Carousel starts at role id 1', WORK.firstRoleId, 1],
  // hero
  ['Hero opacity range 200 px', HERO.opacityRangePx, 200],
  ['Hero offset range 1000 px', HERO.offsetRangePx, 1000],
  ['Hero vertical offset from 0% to 20% (§2)', HERO.offsetMaxPercent, 20],
  ['Offset spring: stiffness 40, damping 30', [HERO.offsetSpring.stiffness, HERO.offsetSpring.damping], [40, 30]],
  ['Opacity spring: stiffness 60, damping 35', [HERO.opacitySpring.stiffness, HERO.opacitySpring.damping], [60, 35]],
  // reveal and headline
  ['Reveal threshold 20%', REVEAL.threshold, 0.2],
  ['Reveal slides up from 40 px', REVEAL.slidePx, 40],
  ['Reveal over 1 s', REVEAL.durationMs, seconds(1)],
  ['Headline word delay 200 ms', HERO.wordDelayMs, 200],
  // floating tags
  ['Tag colours: pink, lavender, light green, dark green, orange', HERO_TAGS.colors, ['pink', 'lavender', 'lightGreen', 'darkGreen', 'orange']],
  ['Tag stagger delay 1 s', HERO_TAGS.staggerBaseMs, seconds(1)],
  ['plus 0.4 s per tag', HERO_TAGS.staggerStepMs, seconds(0.4)],
  ['Tag pulse 4 s', HERO_TAGS.pulseMs, seconds(4)],
  ['Tag repeat delay 3 s', HERO_TAGS.repeatDelayMs, seconds(3)],
  ['Pulse scale 0.2 to 1.2 to 1 to 0.2 (§4)', HERO_TAGS.pulseScale, [0.2, 1.2, 1, 0.2]],
  ['Pulse opacity 0 to 1 to 0 (§4)', HERO_TAGS.pulseOpacity, [0, 1, 0]],
  ['Pointer drift up to 20 px', HERO_TAGS.driftMaxPx, 20],
  // pie chart and legend
  ['Pie chart: at most 5 responsibilities', PIE.maxResponsibilities, 5],
  ['Inner radius 30', PIE.innerRadiusPercent, 30],
  ['Max width 300 px', PIE.maxWidthPx, 300],
  ['Palette: pink, lavender, orange, light green, dark green', PIE.palette, ['pink', 'lavender', 'orange', 'lightGreen', 'darkGreen']],
  ['Legend items beyond the palette are light grey', PIE.beyondPalette, 'lightGrey'],
  ['Legend groups of 3', PIE.legendGroupSize, 3],
  ['Legend mobile breakpoint 640 px', BREAKPOINTS_PX[PIE.legendBreakpoint], 640],
  ['Legend dot size 12 px', PIE.legendDotPx, 12],
  // markdown
  ['Allowed link protocols: http, https, irc, ircs, mailto, xmpp', MARKDOWN.allowedProtocols, ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']],
  ['Breakpoints sm 640, md 768, lg 1024 (the design)', BREAKPOINTS_PX, { sm: 640, md: 768, lg: 1024 }],
];

describe('lib/constants.ts holds the values the specification states', () => {
  it.each(table)('%s', (_spec, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
