/** `ms`: the answer time, to the end of the next frame's main-thread work; `inp`: Event Timing's latency. */
export type Measure = { ms: number; inp: number; longFrames: number };

// A page's first input pays once for what no input has run yet, so the visit's first interaction is set
// beside React's first click, and every later one beside its later clicks.
export const REFERENCE_FIRST_CLICK = 'React first click';
export const REFERENCE_CLICK = 'React click';
/** The site's visit opens with it (bench/interactions.mjs). */
export const FIRST_INTERACTION = 'menu open';

function referenceFor(name: string): typeof REFERENCE_FIRST_CLICK | typeof REFERENCE_CLICK {
  return name === FIRST_INTERACTION || name === REFERENCE_FIRST_CLICK ? REFERENCE_FIRST_CLICK : REFERENCE_CLICK;
}
const SMOOTH = ['hero scroll', 'carousel Next', 'carousel Previous'];
/** Scrolling makes no input event: these are measured by their longest frame. */
const SCROLLED = ['first reveal', 'hero scroll'];
export const INTERACTION_BUDGETS = { ms: 150, goalMs: 100, longFrames: 0 };
// Where --ci fails instead, to ride out a shared host's noise: the hero's scroll showed 0 to 5 long frames between runs of one build.
const INTERACTION_CI_LINES = { ms: 250, longFrames: 6 };

/** Null for a scroll, which has no click to match. */
export function ratioToReact(medians: Record<string, Measure>, name: string): number | null {
  const reference = medians[referenceFor(name)];
  if (SCROLLED.includes(name) || !reference) return null;
  return Number((medians[name]!.ms / reference.ms).toFixed(2));
}

/** `misses`: over a budget but within its CI line (with --ci); `overGoal`: within the budget, over the goal. */
export function judgeInteractions(medians: Record<string, Measure>, { ci = false } = {}): { failures: string[]; misses: string[]; overGoal: string[] } {
  for (const reference of [REFERENCE_FIRST_CLICK, REFERENCE_CLICK]) {
    if (!medians[reference]) throw new Error(`no "${reference}" was measured: each interaction is reported beside it`);
  }
  const failures: string[] = [];
  const misses: string[] = [];
  const overGoal: string[] = [];
  const hold = (what: string, value: number, budget: number, ciLine: number) => {
    if (value <= budget) return;
    const text = `${what}: ${value} (budget ${budget}${ci ? `, CI line ${ciLine}` : ''})`;
    (value > (ci ? ciLine : budget) ? failures : misses).push(text);
  };
  for (const [name, measure] of Object.entries(medians)) {
    if (name === REFERENCE_CLICK || name === REFERENCE_FIRST_CLICK) continue;
    const ms = Math.round(measure.inp);
    hold(`${name} ms`, ms, INTERACTION_BUDGETS.ms, INTERACTION_CI_LINES.ms);
    if (ms > INTERACTION_BUDGETS.goalMs && ms <= INTERACTION_BUDGETS.ms) overGoal.push(`${name} ms: ${ms} (goal ${INTERACTION_BUDGETS.goalMs})`);
    if (SMOOTH.includes(name)) hold(`${name} long animation frames`, measure.longFrames, INTERACTION_BUDGETS.longFrames, INTERACTION_CI_LINES.longFrames);
  }
  return { failures, misses, overGoal };
}
