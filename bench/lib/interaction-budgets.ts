// The budgets of `npm run interactions`: every interaction answers within 1.5× React's smallest click
// measured in the same run (answer times, which Event Timing's 8 ms rounding would blur), and its
// Event Timing latency, what INP reports, stays under 100 ms, on the calibrated phone; the scroll
// springs and a role change run without a long animation frame (over 50 ms).

/** `ms`: the answer time, to the end of the next frame's main-thread work; `inp`: Event Timing's latency. */
export type Measure = { ms: number; inp: number; longFrames: number };

/**
 * React's click, as each interaction meets it. A page's first input pays once for what no input has
 * run yet (its event path, the code it calls, the first style and paint of its answer): React's own
 * first click takes about twice its second (65 and 29 ms at ×7.8, medians of 7). So the visit's first
 * interaction is held beside React's first click, and every later one beside its later clicks (the
 * median of five within each visit, bench/interactions.mjs).
 */
export const REFERENCE_FIRST_CLICK = 'React first click';
export const REFERENCE_CLICK = 'React click';
/** The site's visit opens with it (bench/interactions.mjs). */
export const FIRST_INTERACTION = 'menu open';

/** Which of React's clicks an interaction (or React's first click itself) is held beside. */
export function referenceFor(name: string): typeof REFERENCE_FIRST_CLICK | typeof REFERENCE_CLICK {
  return name === FIRST_INTERACTION || name === REFERENCE_FIRST_CLICK ? REFERENCE_FIRST_CLICK : REFERENCE_CLICK;
}
const SMOOTH = ['hero scroll', 'carousel Next', 'carousel Previous'];
/** Scrolling makes no input event: these are held to their longest frame, by the 100 ms line alone. */
export const SCROLLED = ['first reveal', 'hero scroll'];
const INTERACTION_BUDGETS = { overClick: 1.5, ms: 100, longFrames: 0 };
/**
 * Where --ci fails instead, to ride out a shared machine's noise; the budgets are still reported.
 * Measured on one 2-core host, between runs of the same build (medians of 5): the carousel's Next at
 * 1.36 and 1.88× React's click (React's own later clicks ranged 24 to 111 ms in the slower run), once
 * 3.1 to 3.3×, and about a quarter slower again in a CI run beside the other jobs; the hero's scroll
 * 0 to 5 long frames: 0 or 1 on a quiet host, 4 and 5 from one build (one
 * a fresh-clone CI run) while React's own click took twice its usual time, and the same 0 to 4 with
 * the change under test switched off (ad hoc LoAF probe). The lines catch a change that makes an
 * answer half as slow again or worse, not the host's noise.
 */
const INTERACTION_CI_LINES = { overClick: 5, ms: 250, longFrames: 6 };

export function judgeInteractions(medians: Record<string, Measure>, { ci = false } = {}): { failures: string[]; misses: string[] } {
  for (const reference of [REFERENCE_FIRST_CLICK, REFERENCE_CLICK]) {
    if (!medians[reference]) throw new Error(`no "${reference}" was measured: the budgets are relative to it`);
  }
  const failures: string[] = [];
  const misses: string[] = [];
  const hold = (what: string, value: number, budget: number, ciLine: number) => {
    if (value <= budget) return;
    const text = `${what}: ${value} (budget ${budget}${ci ? `, CI line ${ciLine}` : ''})`;
    (value > (ci ? ciLine : budget) ? failures : misses).push(text);
  };
  for (const [name, measure] of Object.entries(medians)) {
    if (name === REFERENCE_CLICK || name === REFERENCE_FIRST_CLICK) continue;
    const reference = referenceFor(name);
    if (!SCROLLED.includes(name)) hold(`${name} ÷ ${reference}`, Number((measure.ms / medians[reference]!.ms).toFixed(2)), INTERACTION_BUDGETS.overClick, INTERACTION_CI_LINES.overClick);
    hold(`${name} ms`, Math.round(measure.inp), INTERACTION_BUDGETS.ms, INTERACTION_CI_LINES.ms);
    if (SMOOTH.includes(name)) hold(`${name} long animation frames`, measure.longFrames, INTERACTION_BUDGETS.longFrames, INTERACTION_CI_LINES.longFrames);
  }
  return { failures, misses };
}
